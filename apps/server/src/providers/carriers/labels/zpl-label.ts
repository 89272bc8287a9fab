import type { LabelAddress, LabelData, LabelPickupPoint } from './label-data.ts';

/**
 * Labels in ZPL II for thermal printers: 4×6 inches at 203 dpi (812 × 1218 dots) or 300 dpi
 * (1200 × 1800 dots), the same blocks as the PDF label (sender, ship to, routing, tracking barcode,
 * reference), one label per parcel. The layout is drawn in 203-dpi dots and scaled for 300 dpi, so
 * both resolutions print the same label.
 */
export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];

const WIDTH = 812;
const HEIGHT = 1218;
const MARGIN = 30;

/**
 * A field's text with ZPL's control characters written as hex escapes (^FH), so a name with a caret
 * or a tilde prints as written instead of starting a command. Text is UTF-8 (^CI28).
 */
const fieldText = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/_/g, '_5F')
    .replace(/\^/g, '_5E')
    .replace(/~/g, '_7E');

/** Dots at the printer's resolution of a length in 203-dpi dots. */
type Scale = (dots: number) => number;

const textAt = (at: Scale, x: number, y: number, size: number, text: string) =>
  `^FO${at(x)},${at(y)}^A0N,${at(size)},${at(size)}^FH^FD${fieldText(text)}^FS`;

const lines = (at: Scale, x: number, y: number, size: number, texts: (string | null | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text, index) => textAt(at, x, y + index * Math.round(size * 1.25), size, text));

const placeLine = (place: { postcode: string; city: string; state?: string | null }) =>
  [place.postcode, place.city, place.state].filter(Boolean).join(' ');

const senderLines = (sender: LabelAddress) => [
  'FROM',
  sender.company ? `${sender.name}, ${sender.company}` : sender.name,
  [sender.street, sender.street2].filter(Boolean).join(', '),
  `${placeLine(sender)} ${sender.country}`,
];

const shipToLines = (recipient: LabelAddress, point: LabelPickupPoint | null | undefined) =>
  point
    ? [
        recipient.name,
        recipient.phone,
        `${point.type === 'LOCKER' ? 'LOCKER' : 'PICK-UP POINT'} ${point.id}`,
        point.name,
        point.street,
        placeLine(point),
        point.country,
      ]
    : [
        recipient.name,
        recipient.company,
        recipient.street,
        recipient.street2,
        placeLine(recipient),
        recipient.country,
        recipient.phone,
      ];

const labelZpl = (label: LabelData, at: Scale) => {
  const delivery = label.pickupPoint ?? label.recipient;
  const routing = `${delivery.country} ${delivery.postcode}`;
  const weightKg = (label.parcel.weightGrams / 1000).toFixed(2);
  return [
    '^XA',
    '^CI28',
    `^PW${at(WIDTH)}`,
    `^LL${at(HEIGHT)}`,
    textAt(at, MARGIN, 30, 44, `${label.carrier.name}  ${label.serviceName}`),
    `^FO${at(MARGIN)},${at(90)}^GB${at(WIDTH - 2 * MARGIN)},${at(3)},${at(3)}^FS`,
    ...lines(at, MARGIN, 110, 24, senderLines(label.sender)),
    `^FO${at(MARGIN)},${at(235)}^GB${at(WIDTH - 2 * MARGIN)},${at(3)},${at(3)}^FS`,
    textAt(at, MARGIN, 255, 28, 'SHIP TO'),
    ...lines(at, MARGIN, 295, 36, shipToLines(label.recipient, label.pickupPoint)),
    `^FO${at(MARGIN)},${at(610)}^GB${at(WIDTH - 2 * MARGIN)},${at(3)},${at(3)}^FS`,
    textAt(at, MARGIN, 630, 80, routing),
    textAt(
      at,
      MARGIN,
      730,
      28,
      `PARCEL ${label.parcel.index}/${label.parcel.count}  ${weightKg} KG  ${label.shipDate}`,
    ),
    label.customs
      ? textAt(
          at,
          MARGIN,
          770,
          28,
          label.customs.isPaperless
            ? 'CUSTOMS: PAPERLESS'
            : `CUSTOMS: ${label.customs.documentType ?? 'INVOICE'}`,
        )
      : '',
    `^FO${at(MARGIN)},${at(820)}^BY${at(3)}^BCN,${at(200)},Y,N,N^FH^FD${fieldText(label.trackingNumber)}^FS`,
    `^FO${at(WIDTH - 230)},${at(1000)}^BQN,2,${at(5)}^FH^FDQA,${fieldText(label.trackingUrl ?? label.reference)}^FS`,
    textAt(at, MARGIN, 1120, 30, `REF ${label.reference}`),
    '^XZ',
  ]
    .filter(Boolean)
    .join('\n');
};

/**
 * One ZPL document with a label per parcel, in order, for a printer of this resolution. Bulk printing
 * is the same document with more labels: a ZPL stream of formats is what a thermal printer queues.
 */
export const renderZplLabels = (labels: readonly LabelData[], options: { dpi?: ZplDpi } = {}) => {
  const ratio = (options.dpi ?? 203) / 203;
  const at: Scale = (dots) => Math.round(dots * ratio);
  return `${labels.map((label) => labelZpl(label, at)).join('\n')}\n`;
};
