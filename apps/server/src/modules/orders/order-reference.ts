import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference a seller can read out on the phone: ORD-YYYYMMDD-XXXXXXXX. */
export const newOrderReference = (now: Date) => {
  const bytes = randomBytes(8);
  const suffix = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `ORD-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${suffix}`;
};
