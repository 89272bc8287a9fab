import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { LabelData } from './label-data.ts';
import { renderLabels } from './render-labels.ts';
import { sampleLabel, sampleLabels } from './sample-labels.ts';
import { pageSizes, pdfText, scanPdf } from './testing/pdf-inspection.ts';
import { knownTrackingCarriers } from './tracking-number.ts';

const mmToPt = (mm: number) => (mm * 72) / 25.4;
const a4 = { width: mmToPt(210), height: mmToPt(297) };

const expectedCodes = (label: LabelData) =>
  expect.arrayContaining([
    { symbology: 'CODE-128', data: label.trackingNumber },
    { symbology: 'QR-Code', data: label.trackingUrl ?? label.reference },
  ]);

describe('renderLabels', () => {
  it('prints a 4x6 label on a 101.6 x 152.4 mm page whose barcode and QR code scan', async () => {
    const label = sampleLabel(0);
    const pdf = await renderLabels({ labels: [label], format: '4x6' });

    const sizes = await pageSizes(pdf);
    expect(sizes).toHaveLength(1);
    expect(sizes[0]?.width).toBeCloseTo(mmToPt(101.6), 1);
    expect(sizes[0]?.height).toBeCloseTo(mmToPt(152.4), 1);
    const [codes] = scanPdf(pdf);
    expect(codes).toEqual(expectedCodes(label));
    expect(codes).toHaveLength(2);
  });

  it('prints one A4 page per label, label on the top half, and its codes scan', async () => {
    const labels = [sampleLabel(3), sampleLabel(4)];
    const pdf = await renderLabels({ labels, format: 'A4' });

    const sizes = await pageSizes(pdf);
    expect(sizes).toHaveLength(2);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(a4.width, 1);
      expect(size.height).toBeCloseTo(a4.height, 1);
    }
    const pages = scanPdf(pdf);
    expect(pages[0]).toEqual(expectedCodes(labels[0] as LabelData));
    expect(pages[1]).toEqual(expectedCodes(labels[1] as LabelData));
    expect(pdfText(pdf)).toContain('Cut here');
  });

  it.each([
    [1, 1],
    [4, 1],
    [5, 2],
    [9, 3],
    [14, 4],
  ])('puts %i labels on %i A4 sheets when combined, four a sheet', async (count, sheets) => {
    const pdf = await renderLabels({ labels: sampleLabels(count), format: 'COMBINED_A4' });
    const sizes = await pageSizes(pdf);
    expect(sizes).toHaveLength(sheets);
    expect(
      sizes.every((size) => Math.abs(size.width - a4.width) < 0.1 && Math.abs(size.height - a4.height) < 0.1),
    ).toBe(true);
  });

  it('prints scannable tracking numbers for every carrier format on combined sheets', async () => {
    const labels = knownTrackingCarriers.map((_, index) => sampleLabel(index));
    const pdf = await renderLabels({ labels, format: 'COMBINED_A4' });
    const pages = scanPdf(pdf);

    expect(pages).toHaveLength(Math.ceil(labels.length / 4));
    const scanned = pages.flat();
    for (const label of labels) {
      expect(scanned, `${label.carrier.id} ${label.trackingNumber}`).toEqual(expectedCodes(label));
    }
  });

  it('prints what a driver reads: carrier, service, addresses, postcode, weight, reference, parcel count', async () => {
    const label = sampleLabel(2);
    const text = pdfText(await renderLabels({ labels: [label], format: '4x6' }));

    for (const expected of [
      label.carrier.name,
      label.serviceName,
      label.sender.name,
      label.recipient.name,
      label.recipient.street,
      label.recipient.postcode,
      label.recipient.city,
      'SPAIN',
      label.reference,
      label.trackingNumber,
      `${label.parcel.index}/${label.parcel.count}`,
      '2025-03-14',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('ships to the pick-up point with the recipient to notify, never to their street', async () => {
    const base = sampleLabel(0);
    const label = sampleLabel(0, {
      recipient: { ...base.recipient, street: 'ul. Świętokrzyska 12/4', phone: '+48 601 234 567' },
      pickupPoint: {
        id: 'PUDO-77',
        name: 'Kiosk Ruch Żabka',
        street: 'ul. Marszałkowska 1',
        postcode: '00-624',
        city: 'Warszawa',
        country: 'PL',
      },
      customs: { isPaperless: false, documentType: 'CN23' },
    });
    for (const format of ['4x6', 'A4', 'COMBINED_A4'] as const) {
      const text = pdfText(await renderLabels({ labels: [label], format }));
      expect(text).toContain('SHIP TO PICK-UP POINT · ID PUDO-77');
      expect(text).toContain('Kiosk Ruch Żabka');
      expect(text).toContain('ul. Marszałkowska 1');
      expect(text).toContain('NOTIFY RECIPIENT');
      expect(text).toContain(base.recipient.name);
      expect(text).toContain('+48 601 234 567');
      expect(text).not.toContain('ul. Świętokrzyska 12/4');
      expect(text).toContain('CUSTOMS');
      expect(text).toContain('CN23');
      expect(text).not.toContain('HOME DELIVERY');
    }
  });

  it('names a locker as a locker and the drop-off point the seller hands the parcel in at', async () => {
    const label = sampleLabel(2, {
      pickupPoint: {
        id: 'inpost-PL-00950-03',
        type: 'LOCKER',
        name: 'InPost Paczkomat WAR042',
        street: 'ul. Długa 7',
        postcode: '00-950',
        city: 'Warszawa',
        country: 'PL',
      },
      dropoffPoint: {
        id: 'inpost-ES-08005-00',
        type: 'LOCKER',
        name: 'InPost Paczkomat BAR118',
        street: 'Calle Mayor, 12',
        postcode: '08005',
        city: 'Barcelona',
        country: 'ES',
      },
    });
    const text = pdfText(await renderLabels({ labels: [label], format: 'A4' }));
    expect(text).toContain('SHIP TO LOCKER · ID inpost-PL-00950-03');
    expect(text).toContain('DROP OFF AT LOCKER · ID inpost-ES-08005-00');
    expect(text).toContain('InPost Paczkomat BAR118');
    expect(text).toContain('Calle Mayor, 12, 08005 Barcelona');
  });

  it('encodes the reference in the QR code when the shipment has no tracking URL', async () => {
    const label = sampleLabel(5, { trackingUrl: null });
    const [codes] = scanPdf(await renderLabels({ labels: [label], format: '4x6' }));
    expect(codes).toContainEqual({ symbology: 'QR-Code', data: label.reference });
  });

  it('fits absurdly long names and missing optional fields without failing', async () => {
    const long = 'Wolfeschlegelsteinhausenbergerdorff '.repeat(6);
    const label = sampleLabel(1, {
      recipient: { name: long, street: long, postcode: '1010', city: long, country: 'AT' },
      sender: { name: 'X', street: 'Y', postcode: '1', city: 'Z', country: 'ES' },
      estimatedDeliveryDate: undefined,
      pickupPoint: undefined,
      customs: undefined,
    });
    const pdf = await renderLabels({ labels: [label], format: '4x6' });
    const [codes] = scanPdf(pdf);
    expect(codes).toEqual(expectedCodes(label));
    expect(pdfText(pdf)).toContain('AUSTRIA');
  });

  it('refuses an empty list of labels with a 400', async () => {
    await expect(renderLabels({ labels: [], format: 'A4' })).rejects.toSatisfy(
      (error) => error instanceof AppError && error.status === 400,
    );
  });
});
