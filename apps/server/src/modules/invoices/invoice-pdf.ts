import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import type { InvoiceKind } from '@shipdeck/domain/invoices/invoices.schema';
import { type InvoiceLine, invoiceTotals, lineTotal } from '@shipdeck/domain/invoices/rules/invoice-lines';
import { formatMoney, formatPercent } from '@shipdeck/domain/money/money';
import { createPdfDocument } from '../../platform/pdf/create-document.ts';
import type { PdfContent } from '../../platform/pdf/pdf-content.ts';
import type { InvoiceParty, InvoiceSourceType } from './invoice-document.ts';

/** What the PDF prints: an issued document, as recorded. */
export type InvoicePdfData = {
  kind: InvoiceKind;
  reference: string;
  sourceType: InvoiceSourceType;
  sourceReference: string;
  creditedReference: string | null;
  issuedAt: Date;
  suppliedAt: Date;
  currency: string;
  paid: boolean;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
};

// The same renderer and font as the labels and customs documents (platform/pdf): one Noto Sans subset
// per document, so a buyer's name prints as written in any European script.
const LOCALE = 'en-GB';
const A4 = [595.28, 841.89] as const;
const MARGIN = 40;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - 70;

const countryNames = new Intl.DisplayNames([LOCALE], { type: 'region', fallback: 'code' });
const countryName = (code: string) => (code ? (countryNames.of(code) ?? code) : '');
const formatDate = (date: Date) =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

const partyLines = (party: InvoiceParty): string[] =>
  [
    party.name,
    party.contact ? `Attn. ${party.contact}` : '',
    ...party.street,
    // Town, state and postcode as the party's country writes them (as on the labels and customs documents).
    ...printedPlaceLines({
      zipCode: party.postcode,
      city: party.city,
      state: party.state ?? null,
      alpha2Code: party.country,
    }),
    countryName(party.country),
    party.vatNumber ? `VAT number: ${party.vatNumber}` : '',
    party.taxId ? `Tax ID: ${party.taxId}` : '',
    party.email ? `Email: ${party.email}` : '',
  ].filter((line) => line.trim() !== '');

const drawParty = (
  content: PdfContent,
  title: string,
  party: InvoiceParty,
  x: number,
  top: number,
  width: number,
) => {
  content.gray(0.35);
  content.text(title, x + 8, top + 14, 8, { isBold: true });
  content.gray(0);
  let y = top + 30;
  for (const line of partyLines(party))
    y = content.paragraph(line, x + 8, y, 9.5, { maxWidth: width - 16, lineHeight: 13 });
  content.lineWidth(0.6).strokeRect(x, top, width, y - top);
  return y;
};

type Column = { title: string; width: number; align?: 'right' };
const COLUMNS: Column[] = [
  { title: 'Description', width: 245 },
  { title: 'VAT rate', width: 55, align: 'right' },
  { title: 'Net', width: 70, align: 'right' },
  { title: 'VAT', width: 60, align: 'right' },
  { title: 'Total', width: 85, align: 'right' },
];

const drawRow = (content: PdfContent, cells: string[], top: number, isHeader = false) => {
  let x = MARGIN;
  let bottom = top + 15;
  COLUMNS.forEach((column, index) => {
    const cell = cells[index] ?? '';
    if (column.align === 'right') {
      content.text(cell, x + column.width - 3, top + 11, 8.5, {
        align: 'right',
        isBold: isHeader,
        maxWidth: column.width - 6,
      });
    } else if (isHeader) {
      content.text(cell, x + 3, top + 11, 8.5, { isBold: true });
    } else {
      bottom = Math.max(
        bottom,
        content.paragraph(cell, x + 3, top + 11, 8.5, { maxWidth: column.width - 6, lineHeight: 11 }),
      );
    }
    x += column.width;
  });
  content.lineWidth(0.4).line(MARGIN, bottom + 2, MARGIN + CONTENT_WIDTH, bottom + 2);
  return bottom + 4;
};

/**
 * An invoice or credit note on A4: the document's number and dates, seller and buyer with their tax
 * ids, one row per line with its net, VAT rate, VAT and total, the VAT summary per rate and the totals.
 */
export const renderInvoicePdf = async (data: InvoicePdfData): Promise<Uint8Array> => {
  const isCredit = data.kind === 'CREDIT_NOTE';
  const title = isCredit ? 'CREDIT NOTE' : 'INVOICE';
  const document = await createPdfDocument({
    title: `${isCredit ? 'Credit note' : 'Invoice'} ${data.reference}`,
  });
  const money = (amount: number) =>
    formatMoney(amount, { currency: data.currency, locale: LOCALE, display: 'code' });
  let content = document.page(A4);
  content.text(title, MARGIN, 58, 20, { isBold: true });
  content.text(data.seller.name, MARGIN, 76, 10);
  const facts: [string, string][] = [
    [isCredit ? 'Credit note number' : 'Invoice number', data.reference],
    ['Issue date', formatDate(data.issuedAt)],
    ['Date of supply', formatDate(data.suppliedAt)],
    [data.sourceType === 'SUBSCRIPTION_CHARGE' ? 'Subscription' : 'Order', data.sourceReference],
    ...(data.creditedReference ? ([['Credits invoice', data.creditedReference]] as [string, string][]) : []),
  ];
  facts.forEach(([label, value], index) => {
    content.text(label, 330, 40 + index * 13, 8.5, { isBold: true });
    content.text(value, 430, 40 + index * 13, 9, { maxWidth: A4[0] - MARGIN - 430 });
  });
  const gap = 15;
  const width = (CONTENT_WIDTH - gap) / 2;
  const top = 40 + facts.length * 13 + 20;
  let y = Math.max(
    drawParty(content, 'SELLER', data.seller, MARGIN, top, width),
    drawParty(content, 'BUYER', data.buyer, MARGIN + width + gap, top, width),
  );
  y += 24;
  const header = () =>
    drawRow(
      content,
      COLUMNS.map((column) => column.title),
      y,
      true,
    );
  y = header();
  for (const line of data.lines) {
    if (y > BOTTOM - 30) {
      content = document.page(A4);
      content.text(`${isCredit ? 'Credit note' : 'Invoice'} ${data.reference} (continued)`, MARGIN, 50, 10, {
        isBold: true,
      });
      y = 65;
      y = header();
    }
    y = drawRow(
      content,
      [
        line.description,
        formatPercent(line.vatRate, LOCALE),
        money(line.net),
        money(line.vat),
        money(lineTotal(line)),
      ],
      y,
    );
  }
  const totals = invoiceTotals(data.lines);
  if (y > BOTTOM - 60 - totals.byRate.length * 13) {
    content = document.page(A4);
    y = 60;
  }
  y += 14;
  const right = MARGIN + CONTENT_WIDTH;
  const row = (label: string, value: string, isBold = false) => {
    content.text(label, right - 180, y, 9.5, { isBold });
    content.text(value, right - 3, y, 9.5, { align: 'right', isBold });
    y += 14;
  };
  for (const rate of totals.byRate)
    row(`VAT ${formatPercent(rate.vatRate, LOCALE)} on ${money(rate.net)}`, money(rate.vat));
  row('Total net', money(totals.net));
  row('Total VAT', money(totals.vat));
  content.lineWidth(0.6).line(right - 180, y - 9, right, y - 9);
  y += 4;
  row(isCredit ? 'Total credited' : 'Total', money(totals.total), true);
  y += 10;
  const note = isCredit
    ? `Refunded to the payment method the order was paid with. This credit note cancels the lines above of invoice ${data.creditedReference}.`
    : data.paid
      ? 'Paid in full. Thank you.'
      : 'Payment due on receipt.';
  content.paragraph(note, MARGIN, y, 9.5, { maxWidth: CONTENT_WIDTH, lineHeight: 13 });
  content.gray(0.35);
  content.text(
    [data.seller.name, data.seller.vatNumber ? `VAT ${data.seller.vatNumber}` : '', data.seller.email ?? '']
      .filter(Boolean)
      .join(' · '),
    A4[0] / 2,
    A4[1] - 30,
    8,
    { align: 'center', maxWidth: CONTENT_WIDTH },
  );
  return document.save();
};
