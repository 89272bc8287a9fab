import { createHash } from 'node:crypto';
import type { MarketplaceOrder } from '../marketplace-provider.ts';

/** One order every four hours per sandbox account: the five-day import finds 30. */
export const SANDBOX_ORDER_EVERY_MS = 4 * 60 * 60 * 1000;

// Buyers across the EU, written in their own scripts, at addresses whose postcodes and phones are valid.
const BUYERS: MarketplaceOrder['recipient'][] = [
  {
    firstName: 'Zoé',
    lastName: 'Lefèvre',
    street1: '12 rue des Écoles',
    city: 'Paris',
    zipCode: '75005',
    alpha2Code: 'FR',
    phone: '+33 6 12 34 56 78',
  },
  {
    firstName: 'Jürgen',
    lastName: 'Müller',
    street1: 'Schönhauser Allee 36',
    city: 'Berlin',
    zipCode: '10435',
    alpha2Code: 'DE',
    phone: '+49 1512 3456789',
  },
  {
    firstName: 'Ana',
    lastName: 'Ruiz Núñez',
    street1: 'Calle de Alcalá 48, 3º B',
    city: 'Madrid',
    zipCode: '28014',
    alpha2Code: 'ES',
    phone: '+34 612 345 678',
  },
  {
    firstName: 'Giulia',
    lastName: 'Rossi',
    street1: "Via dell'Orso 8",
    city: 'Milano',
    zipCode: '20121',
    state: 'MI',
    alpha2Code: 'IT',
    phone: '+39 312 345 6789',
  },
  {
    firstName: 'João',
    lastName: 'Gonçalves',
    street1: 'Rua Augusta 155',
    city: 'Lisboa',
    zipCode: '1100-048',
    alpha2Code: 'PT',
    phone: '+351 912 345 678',
  },
  {
    firstName: 'Jan',
    lastName: 'de Vries',
    street1: 'Prinsengracht 263',
    city: 'Amsterdam',
    zipCode: '1016 GV',
    alpha2Code: 'NL',
    phone: '+31 6 12345678',
  },
  {
    firstName: 'Łukasz',
    lastName: 'Wiśniewski',
    street1: 'ul. Świętokrzyska 14',
    city: 'Warszawa',
    zipCode: '00-050',
    alpha2Code: 'PL',
    phone: '+48 512 345 678',
  },
  {
    firstName: 'Αλέξανδρος',
    lastName: 'Παπαδόπουλος',
    street1: 'Οδός Ερμού 25',
    city: 'Αθήνα',
    zipCode: '105 63',
    alpha2Code: 'GR',
    phone: '+30 691 234 5678',
  },
  {
    firstName: 'Иван',
    lastName: 'Петров',
    street1: 'бул. Витоша 15',
    city: 'София',
    zipCode: '1000',
    alpha2Code: 'BG',
    phone: '+359 88 123 4567',
  },
  {
    firstName: 'Dóra',
    lastName: 'Kovács',
    street1: 'Váci utca 19',
    city: 'Budapest',
    zipCode: '1052',
    alpha2Code: 'HU',
    phone: '+36 20 123 4567',
  },
  {
    firstName: 'Eva',
    lastName: 'Nováková',
    street1: 'Karlova 27',
    city: 'Praha',
    zipCode: '110 00',
    alpha2Code: 'CZ',
    phone: '+420 601 123 456',
  },
  {
    firstName: 'Søren',
    lastName: 'Jørgensen',
    street1: 'Nørregade 7',
    city: 'København',
    zipCode: '1165',
    alpha2Code: 'DK',
    phone: '+45 20 12 34 56',
  },
  {
    firstName: 'Marie',
    lastName: 'Peeters',
    company: 'Atelier Peeters BV',
    street1: 'Rue Haute 120',
    city: 'Bruxelles',
    zipCode: '1000',
    alpha2Code: 'BE',
    phone: '+32 470 12 34 56',
  },
  {
    firstName: 'Siobhán',
    lastName: "O'Brien",
    street1: '14 Grafton Street',
    city: 'Dublin',
    zipCode: 'D02 VF65',
    alpha2Code: 'IE',
    phone: '+353 85 123 4567',
  },
];

const PRODUCTS = [
  { name: 'Ceramic mug', unitPrice: 1450, weightGrams: 380 },
  { name: 'Linen tea towel', unitPrice: 990, weightGrams: 120 },
  { name: 'Beeswax candle', unitPrice: 1800, weightGrams: 450 },
  { name: 'Wool scarf', unitPrice: 3900, weightGrams: 220 },
  { name: 'Notebook A5', unitPrice: 650, weightGrams: 260 },
  { name: 'Olive wood board', unitPrice: 2750, weightGrams: 900 },
  { name: 'Vinyl record', unitPrice: 2400, weightGrams: 300 },
];

const NOTES = [
  null,
  null,
  'Please leave with the neighbour if I am out.',
  'Gift — no invoice in the parcel, please.',
  'Bitte nicht knicken.',
  null,
];

/** A number in [0, 1) fixed by the text, so the same account and slot always give the same order. */
const pick = (seed: string, salt: string) =>
  createHash('sha256').update(`${seed}:${salt}`).digest().readUInt32BE(0) / 0x1_0000_0000;

/** The order of one slot of one account: always the same, like a real marketplace's history. */
export const sandboxOrderOf = (account: string, slot: number): MarketplaceOrder => {
  const seed = `${account}:${slot}`;
  const buyer = BUYERS[Math.floor(pick(seed, 'buyer') * BUYERS.length)]!;
  const count = 1 + Math.floor(pick(seed, 'lines') * 3);
  const items = Array.from({ length: count }, (_, index) => {
    const product = PRODUCTS[Math.floor(pick(seed, `product${index}`) * PRODUCTS.length)]!;
    return { ...product, quantity: 1 + Math.floor(pick(seed, `quantity${index}`) * 2) };
  });
  const email = `${
    buyer.lastName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase() || 'buyer'
  }${slot % 1000}@example.eu`;
  return {
    id: String(slot),
    number: `#${100000 + (slot % 900000)}`,
    createdAt: new Date(slot * SANDBOX_ORDER_EVERY_MS),
    currency: 'EUR',
    recipient: { ...buyer, email },
    items,
    note: NOTES[Math.floor(pick(seed, 'note') * NOTES.length)] ?? null,
  };
};

/** The orders of an account created in [since, until). */
export const sandboxOrdersBetween = (account: string, since: Date, until: Date) => {
  const first = Math.ceil(since.getTime() / SANDBOX_ORDER_EVERY_MS);
  const last = Math.ceil(until.getTime() / SANDBOX_ORDER_EVERY_MS) - 1;
  const orders: MarketplaceOrder[] = [];
  for (let slot = first; slot <= last; slot += 1) orders.push(sandboxOrderOf(account, slot));
  return orders;
};
