import { vatOf } from '../../pricing/rules/vat.ts';

/** One line of an invoice: a net amount, its VAT rate (percent) and VAT amount, in minor units. */
export type InvoiceLine = {
  description: string;
  /** What the line is for: a shipment reference, a plan period. */
  itemReference: string;
  net: number;
  vatRate: number;
  vat: number;
};

export type InvoiceTotals = {
  net: number;
  vat: number;
  total: number;
  /** Net and VAT per rate, as an invoice's VAT summary shows them. */
  byRate: { vatRate: number; net: number; vat: number }[];
};

/**
 * A line from what was charged for it. The VAT is the one charged (rounded once per line, as the
 * price was: a project ruling), never worked out again from the gross, so the invoice adds up to what
 * the client paid to the cent.
 */
export const chargedLine = (input: {
  description: string;
  itemReference: string;
  net: number;
  vatRate: number;
  vat?: number;
}): InvoiceLine => ({
  description: input.description,
  itemReference: input.itemReference,
  net: input.net,
  vatRate: input.vatRate,
  vat: input.vat ?? vatOf(input.net, input.vatRate),
});

export const lineTotal = (line: InvoiceLine) => line.net + line.vat;

/** The totals of lines: each is the sum of the lines' own amounts, so no cent is lost to rounding. */
export const invoiceTotals = (lines: readonly InvoiceLine[]): InvoiceTotals => {
  const rates = new Map<number, { vatRate: number; net: number; vat: number }>();
  for (const line of lines) {
    const rate = rates.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, vat: 0 };
    rate.net += line.net;
    rate.vat += line.vat;
    rates.set(line.vatRate, rate);
  }
  const net = lines.reduce((sum, line) => sum + line.net, 0);
  const vat = lines.reduce((sum, line) => sum + line.vat, 0);
  return { net, vat, total: net + vat, byRate: [...rates.values()].sort((a, b) => b.vatRate - a.vatRate) };
};

/** A credit note's line: the invoice line it gives back, with every amount negated. */
export const creditedLine = (line: InvoiceLine): InvoiceLine => ({
  ...line,
  net: -line.net,
  vat: -line.vat,
});

/**
 * The document number of the n-th document of a tenant's series: its prefix, `CN` for credit notes
 * (a series of their own, as most EU tax authorities ask), and the number padded to eight digits.
 */
export const invoiceReference = (prefix: string, kind: 'INVOICE' | 'CREDIT_NOTE', number: number) =>
  `${prefix}-${kind === 'CREDIT_NOTE' ? 'CN-' : ''}${String(number).padStart(8, '0')}`;
