import { describe, expect, it } from 'vitest';
import { sampleLabel, sampleLabels } from './sample-labels.ts';
import { renderZplLabels } from './zpl-label.ts';

/** The printed text of each field (^FD … ^FS), with ^FH's hex escapes read back. */
const fieldsOf = (zpl: string) =>
  [...zpl.matchAll(/\^FD(.*?)\^FS/g)].map((match) =>
    match[1]!.replace(/_([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );

describe('ZPL labels', () => {
  it('prints one 4×6 label per parcel, each a whole ZPL format', () => {
    const zpl = renderZplLabels(sampleLabels(3));
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    expect(zpl.match(/\^XZ/g)).toHaveLength(3);
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^CI28');
  });

  it('addresses the parcel to the recipient and routes it by their country and postcode', () => {
    const label = sampleLabel(0);
    const fields = fieldsOf(renderZplLabels([label]));
    expect(fields).toContain('SHIP TO');
    expect(fields).toContain(label.recipient.name);
    expect(fields).toContain(label.recipient.street);
    expect(fields).toContain(`${label.recipient.country} ${label.recipient.postcode}`);
    expect(fields.some((field) => field.includes(label.sender.name))).toBe(true);
    expect(fields).toContain(`REF ${label.reference}`);
  });

  it('encodes the tracking number in a Code 128 barcode and the tracking link in a QR code', () => {
    const label = sampleLabel(2);
    const zpl = renderZplLabels([label]);
    expect(zpl).toMatch(new RegExp(`\\^BCN,200,Y,N,N\\^FH\\^FD${label.trackingNumber}\\^FS`));
    expect(fieldsOf(zpl)).toContain(`QA,${label.trackingUrl}`);
  });

  it('prints the pick-up point as the delivery address, with the recipient to notify', () => {
    const label = sampleLabel(1);
    const fields = fieldsOf(renderZplLabels([label]));
    expect(fields).toContain(`PICK-UP POINT ${label.pickupPoint!.id}`);
    expect(fields).toContain(label.pickupPoint!.street);
    expect(fields).toContain(label.recipient.name);
    expect(fields).not.toContain(label.recipient.street);
  });

  it.each([
    ['a caret', 'Ana ^XZ García', 'Ana ^XZ García'],
    ['a tilde', 'Bob ~JA Smith', 'Bob ~JA Smith'],
    ['an underscore', 'Shop_42', 'Shop_42'],
    ['a line break', 'Line one\nline two', 'Line one line two'],
  ])('prints a name with %s as written, never as a command', (_case, name, printed) => {
    const zpl = renderZplLabels([sampleLabel(0, { recipient: { ...sampleLabel(0).recipient, name } })]);
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
    expect(zpl).not.toMatch(/~JA/);
    expect(fieldsOf(zpl)).toContain(printed);
  });
});

describe('ZPL labels at 300 dpi', () => {
  it('prints the same 4×6 label scaled to 1200 × 1800 dots', () => {
    const zpl = renderZplLabels([sampleLabel(0)], { dpi: 300 });
    expect(zpl).toContain('^PW1200');
    expect(zpl).toContain('^LL1800');
    // The tracking barcode at 300/203 of its 203-dpi place and height.
    expect(zpl).toContain('^FO44,1212^BY4^BCN,296,Y,N,N');
  });

  it.each([203, 300] as const)('encodes the tracking number as the barcode payload at %i dpi', (dpi) => {
    const label = sampleLabel(2);
    const zpl = renderZplLabels([label], { dpi });
    const barcode = zpl.match(/\^BCN,\d+,Y,N,N\^FH\^FD(.*?)\^FS/);
    expect(barcode?.[1]).toBe(label.trackingNumber);
  });

  it('prints the same fields at both resolutions', () => {
    const labels = sampleLabels(2);
    expect(fieldsOf(renderZplLabels(labels, { dpi: 300 }))).toEqual(fieldsOf(renderZplLabels(labels)));
  });
});
