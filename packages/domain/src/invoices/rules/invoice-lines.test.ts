import { describe, expect, it } from 'vitest';
import { chargedLine, creditedLine, invoiceReference, invoiceTotals, lineTotal } from './invoice-lines.ts';

const line = (net: number, vatRate: number, vat?: number) =>
  chargedLine({
    description: 'Shipment',
    itemReference: 'R',
    net,
    vatRate,
    ...(vat === undefined ? {} : { vat }),
  });

describe('invoice lines', () => {
  it.each([
    // net, rate, VAT charged → line total
    [1000, 21, 210, 1210],
    [999, 21, 210, 1209], // 209.79 rounds half up to 210
    [1, 21, 0, 1],
    [250, 20, 50, 300],
    [333, 19, 63, 396],
    [0, 21, 0, 0],
    [-500, 21, -105, -605], // a voucher's negative base
  ])('net %i at %i %% charges VAT %i, total %i', (net, rate, vat, total) => {
    expect(line(net, rate).vat).toBe(vat);
    expect(lineTotal(line(net, rate))).toBe(total);
  });

  it('keeps the VAT that was charged rather than working it out again', () => {
    expect(line(1000, 21, 209).vat).toBe(209);
  });

  it.each([
    { lines: [line(1000, 21), line(999, 21)], net: 1999, vat: 420, total: 2419 },
    { lines: [line(1000, 21), line(1000, 20)], net: 2000, vat: 410, total: 2410 },
    { lines: [], net: 0, vat: 0, total: 0 },
  ])('adds lines up line by line: net $net, VAT $vat, total $total', ({ lines, net, vat, total }) => {
    const totals = invoiceTotals(lines);
    expect(totals).toMatchObject({ net, vat, total });
    expect(totals.byRate.reduce((sum, rate) => sum + rate.net + rate.vat, 0)).toBe(total);
  });

  it('sums per VAT rate, highest rate first', () => {
    expect(invoiceTotals([line(100, 20), line(1000, 21), line(200, 20)]).byRate).toEqual([
      { vatRate: 21, net: 1000, vat: 210 },
      { vatRate: 20, net: 300, vat: 60 },
    ]);
  });

  it('negates every amount of a credited line', () => {
    expect(creditedLine(line(1000, 21))).toMatchObject({ net: -1000, vat: -210, vatRate: 21 });
  });

  it.each([
    ['SD', 'INVOICE', 1, 'SD-00000001'],
    ['BP', 'INVOICE', 12345678, 'BP-12345678'],
    ['SD', 'CREDIT_NOTE', 42, 'SD-CN-00000042'],
  ] as const)('numbers document %s %s %i as %s', (prefix, kind, number, reference) => {
    expect(invoiceReference(prefix, kind, number)).toBe(reference);
  });
});
