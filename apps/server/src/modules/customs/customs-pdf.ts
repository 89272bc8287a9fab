import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CustomsInvoiceRow } from './customs.tables.ts';

// The standard font speaks WinAnsi only; other characters are printed as '?' rather than failing.
const printable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
const euros = (minor: number) => `${(minor / 100).toFixed(2)} EUR`;

/** A one-page commercial invoice for customs: parties' reference, items, totals, reason. */
export const renderCustomsInvoicePdf = async (options: {
  invoice: CustomsInvoiceRow;
  shipmentReference: string;
  from: string;
  to: string;
}): Promise<Uint8Array> => {
  const { invoice } = options;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Customs invoice ${options.shipmentReference}`);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const write = (text: string, options: { x?: number; size?: number; isBold?: boolean } = {}) => {
    page.drawText(printable(text), {
      x: options.x ?? 50,
      y,
      size: options.size ?? 10,
      font: options.isBold ? bold : font,
    });
  };
  write('Commercial invoice (customs)', { size: 18, isBold: true });
  y -= 30;
  write(`Shipment: ${options.shipmentReference}`);
  y -= 15;
  write(`From: ${options.from}`);
  y -= 15;
  write(`To: ${options.to}`);
  y -= 15;
  write(`Category: ${invoice.category}    Reason for export: ${invoice.exportReason}`);
  y -= 30;
  for (const [x, title] of [
    [50, 'Description'],
    [270, 'Qty'],
    [310, 'Unit value'],
    [400, 'Weight'],
    [460, 'Origin'],
    [510, 'HS code'],
  ] as const)
    page.drawText(title, { x, y, size: 10, font: bold });
  for (const item of invoice.items) {
    y -= 16;
    if (y < 80) break;
    write(item.description.slice(0, 40));
    write(String(item.quantity), { x: 270 });
    write(euros(item.unitValue), { x: 310 });
    write(`${item.weight} kg`, { x: 400 });
    write(item.originCountry, { x: 460 });
    write(item.hsCode ?? '', { x: 510 });
  }
  y -= 30;
  write(`Total value: ${euros(invoice.totalValue)}`, { isBold: true, size: 12 });
  return pdf.save();
};
