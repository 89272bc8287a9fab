import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { badRequest } from '../../../platform/errors/app-error.ts';
import { drawLabel, formatWeight, labelHeight, labelWidth, pointAddressLine } from './draw-label.ts';
import { type LabelCustoms, type LabelData, LabelFormat, type RenderLabelsInput } from './label-data.ts';
import { LabelFont } from './label-font.ts';
import { PdfContent } from './pdf-content.ts';

const mm = (value: number) => (value * 72) / 25.4;

export const pageSizes: Record<LabelFormat, readonly [number, number]> = {
  [LabelFormat.A4]: [mm(210), mm(297)],
  [LabelFormat.Thermal4x6]: [labelWidth, labelHeight],
  [LabelFormat.CombinedA4]: [mm(210), mm(297)],
};

/** Labels per page for each format. */
export const labelsPerPage: Record<LabelFormat, number> = {
  [LabelFormat.A4]: 1,
  [LabelFormat.Thermal4x6]: 1,
  [LabelFormat.CombinedA4]: 4,
};

const fontName = 'F1';
const yieldEveryLabels = 40;
const grey = '#555555';
const black = '#000000';

const placeLabel = (content: PdfContent, label: LabelData, left: number, top: number, scale: number) => {
  content.save().transform(scale, 0, 0, scale, left, top);
  drawLabel(content, label);
  content.restore();
};

const drawScissors = (content: PdfContent, x: number, y: number) => {
  content.save().gray(0.35).lineWidth(0.8).solid();
  content.circle(x, y - 3, 2.2).stroke();
  content.circle(x, y + 3, 2.2).stroke();
  content.line(x + 1.8, y - 1.8, x + 10, y + 2.5);
  content.line(x + 1.8, y + 1.8, x + 10, y - 2.5);
  content.restore();
};

const drawCutLine = (content: PdfContent, from: [number, number], to: [number, number]) => {
  content.save().gray(0.55).lineWidth(0.6).dash(4, 3).line(from[0], from[1], to[0], to[1]).restore();
};

/** A courier takes the commercial invoice alone; a post the invoice with its CN22 or CN23. */
const customsDocumentNames = (customs: LabelCustoms) =>
  customs.documentType ? `commercial invoice and ${customs.documentType}` : 'commercial invoice';

// The instructions are read by the seller, not scanned: the day in words, as the customs documents write it.
const dayInWords = (isoDate: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(isoDate)
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${isoDate}T12:00:00Z`))
    : isoDate;

const instructionsFor = (label: LabelData): string[] => {
  const shipDay = dayInWords(label.shipDate);
  const steps = [
    'Print this page at 100 % scale, without "fit to page".',
    'Cut along the dashed line.',
    'Stick the label flat on the largest side of the parcel; keep tape off the barcodes.',
    'Remove or cover any old labels and barcodes on the box.',
    label.dropoffPoint
      ? `Drop the parcel off from ${shipDay} at ${label.dropoffPoint.name}, ${pointAddressLine(label.dropoffPoint)} (${label.carrier.name} point ${label.dropoffPoint.id}).`
      : `Hand the parcel to ${label.carrier.name} on ${shipDay}, or drop it off at one of its points.`,
  ];
  if (label.pickupPoint) {
    steps.push(
      `${label.carrier.name} delivers it to ${label.pickupPoint.name} and tells ${label.recipient.name} when it is ready to collect.`,
    );
  }
  if (label.customs) {
    steps.push(
      label.customs.isPaperless
        ? 'Customs data was sent electronically: no printed customs documents are needed.'
        : `Put the signed customs documents (${customsDocumentNames(label.customs)}) in a clear pouch next to the label.`,
    );
  }
  if (label.parcel.count > 1) {
    steps.push(`This shipment has ${label.parcel.count} parcels: each one needs its own label.`);
  }
  return steps;
};

const drawA4Page = (content: PdfContent, label: LabelData, width: number, height: number) => {
  const half = height / 2;
  const pad = 16;
  const scale = (half - 2 * pad) / labelHeight;
  placeLabel(content, label, pad, pad, scale);

  // The other half of the top sheet: what a seller needs to read, not what the carrier scans.
  const x = pad + labelWidth * scale + 20;
  const maxWidth = width - x - pad;
  content.color(black).text('Shipping label', x, pad + 14, 16, { isBold: true });
  content.color(grey).text(`${label.carrier.name} · ${label.serviceName}`, x, pad + 30, 9, { maxWidth });
  let y = pad + 54;
  const facts: [string, string][] = [
    ['Reference', label.reference],
    ['Tracking number', label.trackingNumber],
    ['Parcel', `${label.parcel.index} of ${label.parcel.count} · ${formatWeight(label.parcel.weightGrams)}`],
    ['Ship date', label.shipDate],
  ];
  for (const [name, value] of facts) {
    content.color(grey).text(name.toUpperCase(), x, y, 6.5, { isBold: true });
    content.color(black).text(value, x, y + 12, 10.5, { isBold: true, maxWidth });
    y += 28;
  }
  y += 6;
  content.color(black).text('Before you send it', x, y, 10, { isBold: true });
  y += 15;
  instructionsFor(label).forEach((step, index) => {
    content.text(`${index + 1}.`, x, y, 8);
    y = content.paragraph(step, x + 12, y, 8, { maxWidth: maxWidth - 12, lineHeight: 10.5 }) + 3;
  });

  drawCutLine(content, [pad, half], [width - pad, half]);
  drawScissors(content, pad + 2, half);
  content.color(grey).text('Cut here', width - pad, half - 4, 6.5, { align: 'right' });
};

const drawCombinedPage = (
  content: PdfContent,
  labels: readonly LabelData[],
  width: number,
  height: number,
) => {
  const cellWidth = width / 2;
  const cellHeight = height / 2;
  const pad = 8;
  const scale = Math.min((cellWidth - 2 * pad) / labelWidth, (cellHeight - 2 * pad) / labelHeight);
  labels.forEach((label, index) => {
    const left = (index % 2) * cellWidth + (cellWidth - labelWidth * scale) / 2;
    const top = Math.floor(index / 2) * cellHeight + (cellHeight - labelHeight * scale) / 2;
    placeLabel(content, label, left, top, scale);
  });
  drawCutLine(content, [cellWidth, 4], [cellWidth, height - 4]);
  drawCutLine(content, [4, cellHeight], [width - 4, cellHeight]);
};

/**
 * Renders parcel labels into one PDF: one label a page for `A4` (top half, with a cut line) and
 * `4x6` (101.6 x 152.4 mm), four a sheet (2 x 2) for `COMBINED_A4`. One subset font per document;
 * barcodes are vector bars.
 */
export const renderLabels = async ({ labels, format }: RenderLabelsInput): Promise<Uint8Array> => {
  if (labels.length === 0) {
    throw badRequest({ code: 'MustNotBeEmptyField', messageKey: 'form.error.required', field: 'labels' });
  }
  const [width, height] = pageSizes[format];
  const perPage = labelsPerPage[format];

  const doc = await PDFDocument.create();
  doc.setTitle(labels.length === 1 ? `Label ${labels[0]?.trackingNumber}` : `${labels.length} labels`);
  doc.setCreator('Shipdeck');
  doc.setProducer('Shipdeck');
  const font = await LabelFont.embed(doc);

  for (let first = 0; first < labels.length; first += perPage) {
    const page = doc.addPage([width, height]);
    page.node.setFontDictionary(PDFName.of(fontName), font.pdfFont.ref);
    const content = new PdfContent({ font, fontName });
    content.transform(1, 0, 0, -1, 0, height);
    // A 500-label render takes about half a second of CPU: let other requests run between sheets.
    if (first > 0 && first % yieldEveryLabels === 0) await new Promise((resolve) => setImmediate(resolve));
    const sheet = labels.slice(first, first + perPage);
    if (format === LabelFormat.CombinedA4) drawCombinedPage(content, sheet, width, height);
    else if (format === LabelFormat.A4) drawA4Page(content, sheet[0] as LabelData, width, height);
    else drawLabel(content, sheet[0] as LabelData);

    const stream = PDFRawStream.of(
      doc.context.obj({ Filter: 'FlateDecode' }),
      deflateSync(content.toString()),
    );
    page.node.addContentStream(doc.context.register(stream));
  }
  // Pages are few and small; yielding every 50 objects would only add timer waits.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
};
