import { printedAddressLines } from '@shipdeck/domain/addresses/address-format';
import { formatMoney } from '@shipdeck/domain/money/money';
import type { PdfContent } from '../../platform/pdf/pdf-content.ts';
import { createUnicodeDocument } from '../../platform/pdf/unicode-document.ts';
import type { CustomsDocumentData, CustomsParty } from './customs-document.ts';

// Customs documents are read by carriers and customs offices across borders: they are written in
// English (the UPU forms keep their French titles too), with names for every code.
const LOCALE = 'en-GB';
const A4 = [595.28, 841.89] as const;
const MARGIN = 40;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = A4[1] - 60;

const CATEGORY_NAMES = {
  PURCHASE_OR_SALE: 'Sale of goods',
  GIFT: 'Gift',
  SAMPLE: 'Commercial sample',
  RETURN: 'Returned goods',
  DOCUMENTS: 'Documents',
  OTHER: 'Other',
} as const;

const INCOTERM_NAMES = {
  DAP: 'DAP – Delivered at place: duties and import taxes are paid by the recipient',
  DDP: 'DDP – Delivered duty paid: duties and import taxes are paid by the sender',
} as const;

const countryNames = new Intl.DisplayNames([LOCALE], { type: 'region', fallback: 'code' });
const currencyNames = new Intl.DisplayNames([LOCALE], { type: 'currency', fallback: 'code' });
const countryName = (code: string) => (code ? (countryNames.of(code) ?? code) : '');

// The day is already the sender's (the warehouse clock's, fixed at save): read back as written, in UTC.
const formatDate = (isoDay: string) =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
/** Amounts in minor units with the currency's code ("EUR 12.50"), read by customs in any country. */
const moneyWriter = (currency: string) => (amount: number) =>
  formatMoney(amount, { currency, locale: LOCALE, display: 'code' });
const kilograms = new Intl.NumberFormat(LOCALE, {
  style: 'unit',
  unit: 'kilogram',
  maximumFractionDigits: 3,
});
const integer = new Intl.NumberFormat(LOCALE);

type Writer = {
  content: PdfContent;
  y: number;
};

/** Lines of one party's block, each a label-free line except the numbers, which say what they are. */
const partyLines = (party: CustomsParty): string[] =>
  [
    // Name, company, street and place in the country's order ("Austin, TX 78701", "20121 Milano MI").
    ...printedAddressLines({
      name: party.name,
      company: party.company,
      street1: party.street[0],
      street2: party.street.slice(1).join(', '),
      zipCode: party.postcode,
      city: party.city,
      state: party.state,
      alpha2Code: party.country,
    }),
    countryName(party.country),
    party.phone ? `Phone: ${party.phone}` : '',
    party.email ? `Email: ${party.email}` : '',
    party.vatNumber ? `VAT number: ${party.vatNumber}` : '',
    party.eoriNumber ? `EORI number: ${party.eoriNumber}` : '',
    party.iossNumber ? `IOSS number: ${party.iossNumber}` : '',
    party.taxId ? `Tax ID: ${party.taxId}` : '',
  ].filter((line) => line.trim() !== '');

/** Two party blocks side by side under their titles; returns the y below the taller one. */
const drawParties = (
  content: PdfContent,
  top: number,
  blocks: { title: string; party: CustomsParty }[],
): number => {
  const gap = 15;
  const width = (CONTENT_WIDTH - gap) / blocks.length;
  let bottom = top;
  blocks.forEach(({ title, party }, index) => {
    const x = MARGIN + index * (width + gap);
    content.gray(0.35);
    content.text(title, x + 8, top + 14, 8, { isBold: true });
    content.gray(0);
    let y = top + 30;
    for (const line of partyLines(party)) {
      y = content.paragraph(line, x + 8, y, 9.5, { maxWidth: width - 16, lineHeight: 13 });
    }
    content.lineWidth(0.6).strokeRect(x, top, width, y - top);
    bottom = Math.max(bottom, y);
  });
  return bottom;
};

const labelled = (writer: Writer, label: string, value: string) => {
  const { content } = writer;
  content.text(label, MARGIN, writer.y, 9, { isBold: true });
  writer.y = content.paragraph(value, MARGIN + 120, writer.y, 9.5, {
    maxWidth: CONTENT_WIDTH - 120,
    lineHeight: 13,
  });
};

type Column = { title: string; width: number; align?: 'right' };

const INVOICE_COLUMNS: Column[] = [
  { title: 'Description', width: 140 },
  { title: 'HS code', width: 58 },
  { title: 'Country of origin', width: 82 },
  { title: 'Qty', width: 28, align: 'right' },
  { title: 'Unit value', width: 70, align: 'right' },
  { title: 'Net weight', width: 62, align: 'right' },
  { title: 'Line total', width: 75, align: 'right' },
];

/** A table row: each cell wraps inside its column; returns the y below the row. */
const drawRow = (content: PdfContent, columns: Column[], cells: string[], top: number, isHeader = false) => {
  let x = MARGIN;
  let bottom = top;
  columns.forEach((column, index) => {
    const cell = cells[index] ?? '';
    const size = isHeader ? 8 : 8.5;
    if (column.align === 'right') {
      content.text(cell, x + column.width - 3, top + 11, size, {
        align: 'right',
        isBold: isHeader,
        maxWidth: column.width - 6,
      });
      bottom = Math.max(bottom, top + 15);
    } else if (isHeader) {
      content.text(cell, x + 3, top + 11, size, { isBold: true, maxWidth: column.width - 6 });
      bottom = Math.max(bottom, top + 15);
    } else {
      const end = content.paragraph(cell, x + 3, top + 11, size, {
        maxWidth: column.width - 6,
        lineHeight: 11,
      });
      bottom = Math.max(bottom, end);
    }
    x += column.width;
  });
  content.lineWidth(0.4).line(MARGIN, bottom + 2, MARGIN + CONTENT_WIDTH, bottom + 2);
  return bottom + 4;
};

const totalsOf = (data: CustomsDocumentData) => ({
  quantity: data.items.reduce((sum, item) => sum + item.quantity, 0),
  value: data.items.reduce((sum, item) => sum + item.quantity * item.unitValue, 0),
  netWeightKg: data.items.reduce((sum, item) => sum + item.quantity * item.weight, 0),
});

const declarationLines = (data: CustomsDocumentData) => ({
  place: data.sender.city || countryName(data.sender.country),
  date: formatDate(data.issuedOn),
  name: data.sender.name,
});

const drawCommercialInvoice = (page: () => PdfContent, data: CustomsDocumentData) => {
  const money = moneyWriter(data.currency);
  let content = page();
  const writer: Writer = { content, y: 0 };
  content.text('COMMERCIAL INVOICE', MARGIN, 58, 18, { isBold: true });
  const facts: [string, string][] = [
    ['Invoice number', data.invoiceNumber],
    ['Invoice date', formatDate(data.issuedOn)],
    ['Shipment', data.shipmentReference],
    ...(data.carrier ? ([['Carrier', data.carrier]] as [string, string][]) : []),
  ];
  facts.forEach(([label, value], index) => {
    content.text(label, 330, 40 + index * 13, 8.5, { isBold: true });
    content.text(value, 420, 40 + index * 13, 9, { maxWidth: A4[0] - MARGIN - 420 });
  });
  writer.y = drawParties(content, 100, [
    { title: 'SENDER / EXPORTER', party: data.sender },
    { title: 'RECIPIENT / IMPORTER', party: data.recipient },
  ]);
  writer.y += 20;
  labelled(writer, 'Reason for export', CATEGORY_NAMES[data.exportReason]);
  labelled(writer, 'Type of goods', CATEGORY_NAMES[data.category]);
  labelled(writer, 'Incoterm', INCOTERM_NAMES[data.incoterm]);
  labelled(writer, 'Currency', `${currencyNames.of(data.currency) ?? data.currency} (${data.currency})`);
  writer.y += 10;
  writer.y = drawRow(
    content,
    INVOICE_COLUMNS,
    INVOICE_COLUMNS.map((column) => column.title),
    writer.y,
    true,
  );
  for (const item of data.items) {
    if (writer.y > BOTTOM - 40) {
      content = page();
      writer.content = content;
      content.text(`Commercial invoice ${data.invoiceNumber} (continued)`, MARGIN, 50, 10, { isBold: true });
      writer.y = drawRow(
        content,
        INVOICE_COLUMNS,
        INVOICE_COLUMNS.map((column) => column.title),
        65,
        true,
      );
    }
    writer.y = drawRow(
      content,
      INVOICE_COLUMNS,
      [
        item.description,
        item.hsCode,
        countryName(item.originCountry),
        integer.format(item.quantity),
        money(item.unitValue),
        kilograms.format(item.quantity * item.weight),
        money(item.quantity * item.unitValue),
      ],
      writer.y,
    );
  }
  const totals = totalsOf(data);
  if (writer.y > BOTTOM - 190) {
    content = page();
    writer.content = content;
    writer.y = 60;
  }
  writer.y += 12;
  labelled(writer, 'Total quantity', integer.format(totals.quantity));
  labelled(writer, 'Total net weight', kilograms.format(totals.netWeightKg));
  labelled(writer, 'Total gross weight', kilograms.format(data.grossWeightKg));
  labelled(writer, 'Total value', money(totals.value));
  writer.y += 16;
  const declaration = declarationLines(data);
  writer.y = content.paragraph(
    'I declare that the information on this invoice is true and correct, and that the contents of this shipment are as stated above.',
    MARGIN,
    writer.y,
    9.5,
    { maxWidth: CONTENT_WIDTH, lineHeight: 13 },
  );
  writer.y += 6;
  labelled(writer, 'Place', declaration.place);
  labelled(writer, 'Date', declaration.date);
  labelled(writer, 'Name', declaration.name);
  labelled(writer, 'Signature', '');
  content.lineWidth(0.5).line(MARGIN + 120, writer.y - 4, MARGIN + 320, writer.y - 4);
};

const CATEGORY_BOXES = ['GIFT', 'DOCUMENTS', 'SAMPLE', 'RETURN', 'PURCHASE_OR_SALE', 'OTHER'] as const;

const POSTAL_COLUMNS: Column[] = [
  { title: 'Detailed description of contents', width: 160 },
  { title: 'Quantity', width: 50, align: 'right' },
  { title: 'Net weight', width: 65, align: 'right' },
  { title: 'Value', width: 75, align: 'right' },
  { title: 'HS tariff number', width: 70 },
  { title: 'Country of origin', width: 95 },
];

const drawPostalDeclaration = (page: () => PdfContent, data: CustomsDocumentData, form: 'CN22' | 'CN23') => {
  const money = moneyWriter(data.currency);
  let content = page();
  const writer: Writer = { content, y: 0 };
  content.text('CUSTOMS DECLARATION', MARGIN, 58, 16, { isBold: true });
  content.text('Déclaration en douane', MARGIN, 74, 10);
  content.text(form === 'CN22' ? 'CN 22' : 'CN 23', A4[0] - MARGIN, 58, 20, { isBold: true, align: 'right' });
  content.text('May be opened officially', A4[0] - MARGIN, 74, 8.5, { align: 'right' });
  writer.y = drawParties(content, 90, [
    { title: 'FROM', party: data.sender },
    { title: 'TO', party: data.recipient },
  ]);
  writer.y += 18;
  content.text('Category of item', MARGIN, writer.y, 9, { isBold: true });
  CATEGORY_BOXES.forEach((category, index) => {
    const mark = category === data.category ? '[X]' : '[ ]';
    const x = MARGIN + 120 + (index % 3) * 130;
    content.text(`${mark} ${CATEGORY_NAMES[category]}`, x, writer.y + Math.floor(index / 3) * 13, 9.5);
  });
  writer.y += 2 * 13;
  if (form === 'CN23') {
    labelled(writer, 'Invoice', `${data.invoiceNumber} of ${formatDate(data.issuedOn)}`);
    // The CN23's importer's reference: the recipient's tax code, VAT number or importer code.
    labelled(writer, 'Importer reference', data.recipient.taxId ?? '—');
  }
  if (data.sender.iossNumber) labelled(writer, 'IOSS number', data.sender.iossNumber);
  writer.y += 10;
  writer.y = drawRow(
    content,
    POSTAL_COLUMNS,
    POSTAL_COLUMNS.map((column) => column.title),
    writer.y,
    true,
  );
  for (const item of data.items) {
    if (writer.y > BOTTOM - 40) {
      content = page();
      writer.content = content;
      content.text(`Customs declaration ${form} (continued)`, MARGIN, 50, 10, { isBold: true });
      writer.y = drawRow(
        content,
        POSTAL_COLUMNS,
        POSTAL_COLUMNS.map((column) => column.title),
        65,
        true,
      );
    }
    writer.y = drawRow(
      content,
      POSTAL_COLUMNS,
      [
        item.description,
        integer.format(item.quantity),
        kilograms.format(item.quantity * item.weight),
        money(item.quantity * item.unitValue),
        item.hsCode,
        countryName(item.originCountry),
      ],
      writer.y,
    );
  }
  const totals = totalsOf(data);
  if (writer.y > BOTTOM - 150) {
    content = page();
    writer.content = content;
    writer.y = 60;
  }
  writer.y += 12;
  labelled(writer, 'Total gross weight', kilograms.format(data.grossWeightKg));
  labelled(writer, 'Total value', money(totals.value));
  writer.y += 16;
  writer.y = content.paragraph(
    'I, the undersigned, whose name and address are given on the item, certify that the particulars given in this declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.',
    MARGIN,
    writer.y,
    9,
    { maxWidth: CONTENT_WIDTH, lineHeight: 12 },
  );
  const declaration = declarationLines(data);
  writer.y += 6;
  labelled(writer, 'Place and date', `${declaration.place}, ${declaration.date}`);
  labelled(writer, "Sender's name", declaration.name);
  labelled(writer, "Sender's signature", '');
  content.lineWidth(0.5).line(MARGIN + 120, writer.y - 4, MARGIN + 320, writer.y - 4);
};

/**
 * The customs documents of one shipment in one PDF: the commercial invoice, followed by the UPU
 * CN22 or CN23 declaration when a postal operator carries the parcel. All text in the one Unicode
 * font, so every name prints as written (İsmail Şahin, Łódź, Ελένη, Иван).
 */
export const renderCustomsDocuments = async (data: CustomsDocumentData): Promise<Uint8Array> => {
  const document = await createUnicodeDocument({ title: `Customs documents ${data.invoiceNumber}` });
  const page = () => document.page(A4);
  drawCommercialInvoice(page, data);
  if (data.postalDeclaration) drawPostalDeclaration(page, data, data.postalDeclaration);
  return document.save();
};
