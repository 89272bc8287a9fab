import { randomInt } from 'node:crypto';

// Crockford base 32 without I, L, O, U: easy to read aloud and to type from a printed label.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A shipment reference such as `SD26K7Q3M9XH2P`: prefix, two-digit year, 10 random symbols. */
export const newShipmentReference = (now = new Date()) => {
  let body = '';
  for (let i = 0; i < 10; i += 1) body += ALPHABET[randomInt(ALPHABET.length)];
  return `SD${String(now.getUTCFullYear()).slice(2)}${body}`;
};
