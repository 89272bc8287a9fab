import type { LabelAddress, LabelData, LabelPickupPoint } from './label-data.ts';

/**
 * Labels in ZPL II for thermal printers: 4×6 inches at 203 dpi (812 × 1218 dots), the same blocks as
 * the PDF label (sender, ship to, routing, tracking barcode, reference), one label per parcel.
 */
const WIDTH = 812;
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

const textAt = (x: number, y: number, size: number, text: string) =>
  `^FO${x},${y}^A0N,${size},${size}^FH^FD${fieldText(text)}^FS`;

const lines = (x: number, y: number, size: number, texts: (string | null | undefined)[]) =>
  texts
    .filter((text): text is string => Boolean(text?.trim()))
    .map((text, index) => textAt(x, y + index * Math.round(size * 1.25), size, text));

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

const labelZpl = (label: LabelData) => {
  const delivery = label.pickupPoint ?? label.recipient;
  const routing = `${delivery.country} ${delivery.postcode}`;
  const weightKg = (label.parcel.weightGrams / 1000).toFixed(2);
  return [
    '^XA',
    '^CI28',
    `^PW${WIDTH}`,
    '^LL1218',
    textAt(MARGIN, 30, 44, `${label.carrier.name}  ${label.serviceName}`),
    `^FO${MARGIN},90^GB${WIDTH - 2 * MARGIN},3,3^FS`,
    ...lines(MARGIN, 110, 24, senderLines(label.sender)),
    `^FO${MARGIN},235^GB${WIDTH - 2 * MARGIN},3,3^FS`,
    textAt(MARGIN, 255, 28, 'SHIP TO'),
    ...lines(MARGIN, 295, 36, shipToLines(label.recipient, label.pickupPoint)),
    `^FO${MARGIN},610^GB${WIDTH - 2 * MARGIN},3,3^FS`,
    textAt(MARGIN, 630, 80, routing),
    textAt(
      MARGIN,
      730,
      28,
      `PARCEL ${label.parcel.index}/${label.parcel.count}  ${weightKg} KG  ${label.shipDate}`,
    ),
    label.customs
      ? textAt(
          MARGIN,
          770,
          28,
          label.customs.isPaperless
            ? 'CUSTOMS: PAPERLESS'
            : `CUSTOMS: ${label.customs.documentType ?? 'INVOICE'}`,
        )
      : '',
    `^FO${MARGIN},820^BY3^BCN,200,Y,N,N^FH^FD${fieldText(label.trackingNumber)}^FS`,
    `^FO${WIDTH - 230},1000^BQN,2,5^FH^FDQA,${fieldText(label.trackingUrl ?? label.reference)}^FS`,
    textAt(MARGIN, 1120, 30, `REF ${label.reference}`),
    '^XZ',
  ]
    .filter(Boolean)
    .join('\n');
};

/** One ZPL document with a label per parcel, in order. */
export const renderZplLabels = (labels: readonly LabelData[]) => `${labels.map(labelZpl).join('\n')}\n`;
