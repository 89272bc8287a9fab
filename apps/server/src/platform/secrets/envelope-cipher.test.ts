import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openEnvelope, sealEnvelope } from './envelope-cipher.ts';

const keyEncryptionKey = randomBytes(32);
const context = 'client-1/contract-1';

describe('envelope encryption of stored secrets', () => {
  it('opens what it sealed, and never holds the value or the data key in clear', () => {
    const sealed = sealEnvelope({ plaintext: '{"password":"hunter2"}', keyEncryptionKey, context });
    expect(JSON.stringify(sealed)).not.toContain('hunter2');
    expect(openEnvelope({ sealed, keyEncryptionKey, context })).toBe('{"password":"hunter2"}');
  });

  it('uses a new data key each time: the same value seals differently', () => {
    const first = sealEnvelope({ plaintext: 'same', keyEncryptionKey, context });
    const second = sealEnvelope({ plaintext: 'same', keyEncryptionKey, context });
    expect(first.wrappedKey).not.toBe(second.wrappedKey);
    expect(first.ciphertext).not.toBe(second.ciphertext);
  });

  it.each([
    ['another key-encryption key', { keyEncryptionKey: randomBytes(32), context }],
    ['another row or client', { keyEncryptionKey, context: 'client-2/contract-1' }],
  ])('does not open under %s', (_name, options) => {
    const sealed = sealEnvelope({ plaintext: 'secret', keyEncryptionKey, context });
    expect(openEnvelope({ sealed, ...options })).toBeUndefined();
  });

  it('does not open a tampered value or a data key from another row', () => {
    const sealed = sealEnvelope({ plaintext: 'secret', keyEncryptionKey, context });
    const other = sealEnvelope({ plaintext: 'other', keyEncryptionKey, context });
    const flipped = `${sealed.ciphertext.slice(0, -2)}${sealed.ciphertext.endsWith('A') ? 'B' : 'A'}A`;
    expect(
      openEnvelope({ sealed: { ...sealed, ciphertext: flipped }, keyEncryptionKey, context }),
    ).toBeUndefined();
    expect(
      openEnvelope({ sealed: { ...sealed, wrappedKey: other.wrappedKey }, keyEncryptionKey, context }),
    ).toBeUndefined();
  });
});
