import type { LabelData } from './label-data.ts';
import { generateTrackingNumber, knownTrackingCarriers } from './tracking-number.ts';

// Sample labels for tests, the benchmark and the docs; varied on purpose (scripts, lengths, options).

const carrierNames: Record<string, string> = {
  ups: 'UPS',
  dhl: 'DHL Express',
  gls: 'GLS',
  dpd: 'DPD',
  seur: 'SEUR',
  correos: 'Correos',
  'correos-express': 'Correos Express',
  chronopost: 'Chronopost',
  colissimo: 'Colissimo',
  brt: 'BRT',
  'poste-italiane': 'Poste Italiane',
  bpost: 'bpost',
  inpost: 'InPost',
  'mondial-relay': 'Mondial Relay',
  postnl: 'PostNL',
  'royal-mail': 'Royal Mail',
};

const people = [
  {
    name: 'Łukasz Żółć',
    company: 'Sklep Żółw sp. z o.o.',
    street: 'ul. Świętokrzyska 12/4',
    postcode: '00-916',
    city: 'Warszawa',
    country: 'PL',
    phone: '+48 512 345 678',
  },
  {
    name: 'Çağlar Öztürk',
    company: null,
    street: 'Kızılırmak Mah. 1443. Cad. No: 25',
    postcode: '06520',
    city: 'Ankara',
    country: 'TR',
    phone: '+90 532 123 45 67',
  },
  {
    name: 'María José Fernández',
    company: 'Cerámicas del Sur S.L.',
    street: 'Calle de Alcalá 123, 2º B',
    postcode: '28009',
    city: 'Madrid',
    country: 'ES',
    phone: '+34 612 345 678',
  },
  {
    name: 'Chloé Lefèvre',
    company: null,
    street: '14 rue de la Paix',
    postcode: '75002',
    city: 'Paris',
    country: 'FR',
    phone: '+33 6 12 34 56 78',
  },
  {
    name: 'Giuseppe Esposito',
    company: 'Bottega Esposito',
    street: 'Via Toledo 256',
    postcode: '80132',
    city: 'Napoli',
    country: 'IT',
    phone: null,
  },
  {
    name: 'Jürgen Groß',
    company: 'Groß & Söhne GmbH',
    street: 'Königsallee 92a',
    postcode: '40212',
    city: 'Düsseldorf',
    country: 'DE',
    phone: '+49 211 1234567',
  },
  {
    name: 'Sinéad Ó Briain',
    company: null,
    street: '7 Grafton Street',
    postcode: 'D02 VF65',
    city: 'Dublin',
    country: 'IE',
    phone: '+353 87 123 4567',
  },
  {
    name: 'Wouter van den Berg',
    company: 'Fietsen & Zo B.V.',
    street: 'Prinsengracht 263',
    postcode: '1016 GV',
    city: 'Amsterdam',
    country: 'NL',
    phone: '+31 6 12345678',
  },
] as const;

const sender = {
  name: 'Ana Beltrán',
  company: 'Tienda Shipdeck S.L.',
  street: 'Carrer de Pallars 193',
  street2: 'Nave 4',
  postcode: '08005',
  city: 'Barcelona',
  country: 'ES',
  phone: '+34 931 234 567',
};

export const sampleLabel = (index = 0, overrides: Partial<LabelData> = {}): LabelData => {
  const carrierId = knownTrackingCarriers[index % knownTrackingCarriers.length] ?? 'ups';
  const person = people[index % people.length] ?? people[0];
  const reference = `ES2025PRO${String(1000000 + index).padStart(7, '0')}`;
  const parcelCount = 1 + (index % 3);
  const parcelIndex = 1 + (index % parcelCount);
  const trackingNumber = generateTrackingNumber({ carrierId, reference, parcelIndex });
  return {
    carrier: { id: carrierId, name: carrierNames[carrierId] ?? carrierId },
    serviceName: index % 2 === 0 ? 'Express 24h' : 'Standard Drop-off',
    sender,
    recipient: { ...person, street2: index % 5 === 0 ? 'Portal 3, escalera B' : null },
    parcel: { index: parcelIndex, count: parcelCount, weightGrams: 350 + ((index * 733) % 19_650) },
    reference,
    trackingNumber,
    trackingUrl: `https://track.shipdeck.test/${carrierId}/${trackingNumber}`,
    shipDate: '2025-03-14',
    estimatedDeliveryDate: index % 4 === 3 ? null : '2025-03-17',
    pickupPoint:
      index % 3 === 1
        ? {
            id: `PUDO-${String(4000 + index)}`,
            name: 'Estanco y Papelería Núñez',
            street: 'Avenida de la Constitución 18',
            postcode: person.postcode,
            city: person.city,
            country: person.country,
          }
        : null,
    customs: person.country === 'TR' ? { isPaperless: index % 2 === 0, documentType: 'CN23' } : null,
    ...overrides,
  };
};

export const sampleLabels = (count: number): LabelData[] =>
  Array.from({ length: count }, (_, index) => sampleLabel(index));
