import type { ShipmentRow } from './shipments.tables.ts';

const senderNameOf = (row: ShipmentRow) => {
  const from = row.fromAddress;
  return from.company || [from.firstName, from.lastName].filter(Boolean).join(' ') || 'A Shipdeck seller';
};

// Tabs and line breaks stay; other control characters could hide text or forge mail headers.
const withoutControlCharacters = (text: string) =>
  [...text].filter((char) => char === '\n' || char === '\t' || char >= ' ').join('');

/**
 * The product's label e-mail: who sends which shipment's label and why the recipient gets it, with
 * the seller's note quoted inside. The note is never the whole mail, so the route cannot be used to
 * send arbitrary text under our name.
 */
export const labelsEmail = (row: ShipmentRow, note: string) => {
  const sender = senderNameOf(row);
  const carrier = row.service?.carrierName;
  const quoted = withoutControlCharacters(note)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    subject: `Shipping label ${row.reference}${carrier ? ` · ${carrier}` : ''} from ${sender}`,
    text: [
      `${sender} sent you the shipping label of shipment ${row.reference}${carrier ? ` (${carrier})` : ''}.`,
      `Tracking: ${row.trackings.join(', ') || '—'}`,
      '',
      `Note from ${sender}:`,
      quoted,
      '',
      'The label is attached as a PDF: print it and stick it on the parcel.',
      '',
      `You received this e-mail because ${sender} entered your address when sending a label with Shipdeck.`,
      '',
    ].join('\n'),
  };
};
