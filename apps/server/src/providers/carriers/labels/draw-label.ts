import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import { drawCode128, drawQrCode } from './barcodes.ts';
import { carrierMark } from './carrier-marks.ts';
import type { LabelAddress, LabelData, LabelPickupPoint } from './label-data.ts';
import type { PdfContent } from './pdf-content.ts';

/** A label is drawn in a 4x6 inch box, in points, origin top-left; other formats scale it. */
export const labelWidth = 288;
export const labelHeight = 432;

const margin = 8;
const inner = labelWidth - 2 * margin;
const black = '#000000';
const white = '#FFFFFF';
const grey = '#555555';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryNames = new Map<string, string>();

export const countryName = (code: string): string => {
  const key = code.trim().toUpperCase();
  let name = countryNames.get(key);
  if (name === undefined) {
    try {
      name = regionNames.of(key) ?? key;
    } catch {
      name = key;
    }
    countryNames.set(key, name);
  }
  return name;
};

export const formatWeight = (grams: number): string => `${(Math.max(0, grams) / 1000).toFixed(2)} kg`;

const asciiLetters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();

/** Sort code printed in the routing block: postcode area, city hub and a depot lane. */
export const routingCode = (address: Pick<LabelAddress, 'postcode' | 'city'>): string => {
  const area = address.postcode.replace(/\s+/g, '').slice(0, 2).toUpperCase() || '00';
  const hub = asciiLetters(address.city).slice(0, 3).padEnd(3, 'X');
  let hash = 0;
  for (const char of `${address.postcode}|${address.city}`)
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `${area}-${hub} D${(hash % 90) + 10}`;
};

const caption = (content: PdfContent, text: string, x: number, y: number) => {
  content.color(grey).text(text, x, y, 6, { isBold: true });
  content.color(black);
};

/** Postcode, city and state as the country writes them: "10115 Berlin", "Austin, TX 78701". */
const placeOf = (place: LabelAddress | LabelPickupPoint, separator = ' ') =>
  printedPlaceLines({
    alpha2Code: place.country,
    zipCode: place.postcode,
    city: place.city,
    state: 'state' in place ? place.state : null,
  }).join(separator);

const joinParts = (parts: readonly (string | null | undefined)[], separator: string) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);

const drawHeader = (content: PdfContent, label: LabelData) => {
  const mark = carrierMark(label.carrier);
  content.color(mark.colour).roundedRect(margin, margin, 42, 40, 5).fill();
  content.color(mark.textColour).text(mark.monogram, margin + 21, margin + 25, 14, {
    isBold: true,
    align: 'center',
    maxWidth: 36,
    minSize: 7,
  });
  content.color(black);
  content.text(label.carrier.name, 58, 27, 15, { isBold: true, maxWidth: 142, minSize: 9 });
  content.text(label.serviceName, 58, 42, 8.5, { maxWidth: 142, minSize: 6 });

  // Parcel n of N and weight: what the driver checks against a multi-parcel shipment.
  content.lineWidth(1).strokeRect(206, margin, 74, 40);
  caption(content, 'PARCEL', 211, 16);
  content.text(`${label.parcel.index}/${label.parcel.count}`, 243, 33, 15, {
    isBold: true,
    align: 'center',
    maxWidth: 64,
  });
  content.text(formatWeight(label.parcel.weightGrams), 243, 44, 8, {
    isBold: true,
    align: 'center',
    maxWidth: 64,
  });
  content.lineWidth(1.2).line(0, 56, labelWidth, 56);
};

const pointKindNames: Record<NonNullable<LabelPickupPoint['type']>, string> = {
  PICKUP_POINT: 'PICK-UP POINT',
  LOCKER: 'LOCKER',
  POST_OFFICE: 'POST OFFICE',
};

export const pointKindName = (point: LabelPickupPoint) => pointKindNames[point.type ?? 'PICKUP_POINT'];

export const pointAddressLine = (point: LabelPickupPoint) =>
  joinParts([point.street, joinParts([point.postcode, point.city], ' ')], ', ');

const drawSender = (content: PdfContent, label: LabelData) => {
  const { sender, dropoffPoint } = label;
  caption(content, 'FROM', margin, 65);
  // With a drop-off point the sender takes three lines, leaving three for the point.
  const lines: [string, boolean][] = dropoffPoint
    ? [
        [joinParts([sender.name, sender.company], ' · '), true],
        [joinParts([sender.street, sender.street2], ', '), false],
        [joinParts([placeOf(sender), countryName(sender.country), sender.phone], ' · '), false],
      ]
    : [
        [sender.name, true],
        [sender.company ?? '', false],
        [joinParts([sender.street, sender.street2], ', '), false],
        [placeOf(sender), false],
        [joinParts([countryName(sender.country), sender.phone], ' · '), false],
      ];
  let y = 75;
  for (const [text, isBold] of lines) {
    if (text.trim() === '') continue;
    content.text(text, margin, y, dropoffPoint ? 7 : 7.5, { isBold, maxWidth: 176, minSize: 5 });
    y += dropoffPoint ? 8.5 : 9.5;
  }
  if (dropoffPoint) {
    caption(content, `DROP OFF AT ${pointKindName(dropoffPoint)} · ID ${dropoffPoint.id}`, margin, 101);
    content.text(dropoffPoint.name, margin, 110, 7, { isBold: true, maxWidth: 176, minSize: 5 });
    content.text(pointAddressLine(dropoffPoint), margin, 118.5, 7, { maxWidth: 176, minSize: 5 });
  }

  content.lineWidth(0.6).line(190, 56, 190, 124);
  const facts: [string, string][] = [
    ['SHIP DATE', label.shipDate],
    ['EST. DELIVERY', label.estimatedDeliveryDate ?? '—'],
    ['REFERENCE', label.reference],
  ];
  let factY = 65;
  for (const [name, value] of facts) {
    caption(content, name, 196, factY);
    content.text(value, 196, factY + 9.5, 8.5, { isBold: true, maxWidth: 86, minSize: 6 });
    factY += 20;
  }
  content.lineWidth(1.2).line(0, 124, labelWidth, 124);
};

/** The delivery address block: the recipient's door, or the pick-up point the parcel waits in. */
const drawShipTo = (
  content: PdfContent,
  shipTo: {
    caption: string;
    name: string;
    lines: (string | null | undefined)[];
    place: LabelAddress | LabelPickupPoint;
  },
  phone: string | null | undefined,
) => {
  caption(content, shipTo.caption, margin, 134);
  let y = 150;
  content.text(shipTo.name, margin, y, 14, { isBold: true, maxWidth: inner, minSize: 9 });
  y += 15;
  for (const line of shipTo.lines) {
    if (!line || line.trim() === '') continue;
    content.text(line, margin, y, 10, { maxWidth: inner, minSize: 7 });
    y += 13;
  }
  y += 4;
  content.text(placeOf(shipTo.place, '  '), margin, y, 14, {
    isBold: true,
    maxWidth: inner,
    minSize: 9,
  });
  y += 14;
  const phoneWidth = phone ? content.textWidth(`Tel. ${phone}`, 8.5) : 0;
  content.text(countryName(shipTo.place.country).toUpperCase(), margin, y, 10, {
    isBold: true,
    maxWidth: inner - phoneWidth - 8,
    minSize: 7,
  });
  if (phone) content.text(`Tel. ${phone}`, labelWidth - margin, y, 8.5, { align: 'right' });
  content.lineWidth(1.2).line(0, 228, labelWidth, 228);
};

const drawRecipient = (content: PdfContent, label: LabelData) => {
  const { recipient, pickupPoint } = label;
  // At a pick-up point the point is the address; the recipient's street never goes on the parcel.
  if (pickupPoint)
    drawShipTo(
      content,
      {
        caption: `SHIP TO ${pointKindName(pickupPoint)} · ID ${pickupPoint.id}`,
        name: pickupPoint.name,
        lines: [pickupPoint.street],
        place: pickupPoint,
      },
      null,
    );
  else
    drawShipTo(
      content,
      {
        caption: 'SHIP TO',
        name: recipient.name,
        lines: [recipient.company, recipient.street, recipient.street2],
        place: recipient,
      },
      recipient.phone,
    );
};

const drawRouting = (content: PdfContent, label: LabelData) => {
  const { recipient } = label;
  const routeTo = label.pickupPoint ?? recipient;
  content.color(black).fillRect(margin, 234, 196, 64);
  content.color(white);
  content.text(routeTo.country.toUpperCase(), margin + 6, 250, 13, { isBold: true });
  content.text(routingCode(routeTo), margin + 190, 250, 11, { isBold: true, align: 'right', maxWidth: 140 });
  content.text(routeTo.postcode.toUpperCase(), margin + 6, 288, 32, {
    isBold: true,
    maxWidth: 184,
    minSize: 14,
  });
  content.color(black);
  drawQrCode(content, { text: label.trackingUrl ?? label.reference, left: 210, top: 229, size: 74 });
  content.lineWidth(1.2).line(0, 304, labelWidth, 304);
};

const drawDeliveryBand = (content: PdfContent, label: LabelData) => {
  if (label.pickupPoint) {
    const { recipient } = label;
    caption(content, `${pointKindName(label.pickupPoint)} DELIVERY · NOTIFY RECIPIENT`, margin, 313);
    content.text(recipient.name, margin, 323.5, 8.5, { isBold: true, maxWidth: 192, minSize: 6 });
    if (recipient.phone) content.text(`Tel. ${recipient.phone}`, margin, 333, 7.5, { maxWidth: 192 });
  } else {
    caption(content, 'DELIVERY', margin, 313);
    content.text('HOME DELIVERY', margin, 330, 12, { isBold: true });
  }
  if (label.customs) {
    content.color(black).fillRect(212, 308, 68, 26);
    content.color(white).text('CUSTOMS', 246, 320, 9.5, { isBold: true, align: 'center' });
    const document = label.customs.isPaperless ? 'PAPERLESS' : label.customs.documentType;
    if (document) content.text(document, 246, 330, 6.5, { isBold: true, align: 'center', maxWidth: 62 });
    content.color(black);
  }
  content.lineWidth(1.2).line(0, 338, labelWidth, 338);
};

const drawTracking = (content: PdfContent, label: LabelData) => {
  caption(content, 'TRACKING NUMBER', margin, 347);
  drawCode128(content, {
    text: label.trackingNumber,
    centerX: labelWidth / 2,
    top: 351,
    maxWidth: inner,
    height: 44,
    maxModule: 1.4,
  });
  content.text(label.trackingNumber, labelWidth / 2, 408, 11, {
    isBold: true,
    align: 'center',
    maxWidth: inner,
  });
  content.lineWidth(0.6).line(0, 414, labelWidth, 414);
};

const drawFooter = (content: PdfContent, label: LabelData) => {
  content.text(`REF ${label.reference}`, margin, 425.5, 7, { isBold: true, maxWidth: 180 });
  content.color(grey).text('Shipdeck', labelWidth - margin, 425.5, 7, { align: 'right' });
  content.color(black);
};

/** Draws one label in the current coordinate system (top-down points, 288 x 432). */
export const drawLabel = (content: PdfContent, label: LabelData): void => {
  content
    .color(black)
    .lineWidth(1.5)
    .solid()
    .strokeRect(0.75, 0.75, labelWidth - 1.5, labelHeight - 1.5);
  drawHeader(content, label);
  drawSender(content, label);
  drawRecipient(content, label);
  drawRouting(content, label);
  drawDeliveryBand(content, label);
  drawTracking(content, label);
  drawFooter(content, label);
};
