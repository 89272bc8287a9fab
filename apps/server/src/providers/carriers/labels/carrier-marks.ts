import type { LabelCarrier } from './label-data.ts';

export type CarrierMark = { colour: string; monogram: string; textColour: string };

// Colours and letters evoke each carrier without reproducing its trademarked logo.
const marks: Record<string, CarrierMark> = {
  ups: { colour: '#351C15', monogram: 'UPS', textColour: '#FFB500' },
  dhl: { colour: '#FFCC00', monogram: 'DHL', textColour: '#D40511' },
  gls: { colour: '#061AB1', monogram: 'GLS', textColour: '#FFD100' },
  dpd: { colour: '#DC0032', monogram: 'DPD', textColour: '#FFFFFF' },
  seur: { colour: '#FFD500', monogram: 'SEUR', textColour: '#003D7C' },
  correos: { colour: '#FFCD00', monogram: 'C', textColour: '#002E6D' },
  'correos-express': { colour: '#E2001A', monogram: 'CEX', textColour: '#FFFFFF' },
  chronopost: { colour: '#003A80', monogram: 'CHR', textColour: '#FFFFFF' },
  colissimo: { colour: '#FFD200', monogram: 'COL', textColour: '#003D6E' },
  brt: { colour: '#C4161C', monogram: 'BRT', textColour: '#FFFFFF' },
  'poste-italiane': { colour: '#0047BB', monogram: 'PI', textColour: '#FFDD00' },
  bpost: { colour: '#EF2637', monogram: 'bp', textColour: '#FFFFFF' },
  inpost: { colour: '#FFCD00', monogram: 'InP', textColour: '#1D1D1B' },
  'mondial-relay': { colour: '#96154A', monogram: 'MR', textColour: '#FFFFFF' },
  postnl: { colour: '#FF6200', monogram: 'NL', textColour: '#FFFFFF' },
  'royal-mail': { colour: '#DA202A', monogram: 'RM', textColour: '#FFD700' },
};

const normaliseId = (id: string) =>
  id
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const fallbackColours = ['#1F6FEB', '#2DA44E', '#8250DF', '#BF3989', '#CF222E', '#0A7EA4', '#6E7781'];

const monogramOf = (name: string) => {
  const words = name.split(/[\s-]+/).filter((word) => word.length > 0);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : name.slice(0, 3);
  return letters.slice(0, 4).toUpperCase();
};

const hashOf = (text: string) => {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) >>> 0;
  return hash;
};

/** The logo mark drawn for a carrier: its own colour and monogram when given, else ours. */
export const carrierMark = (carrier: LabelCarrier): CarrierMark => {
  const known = marks[normaliseId(carrier.id)];
  const colour =
    carrier.colour ?? known?.colour ?? fallbackColours[hashOf(carrier.id) % fallbackColours.length];
  return {
    colour: colour ?? '#1F6FEB',
    monogram: carrier.monogram ?? known?.monogram ?? monogramOf(carrier.name),
    textColour: carrier.colour ? '#FFFFFF' : (known?.textColour ?? '#FFFFFF'),
  };
};
