import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openApiKey, sealApiKey } from './api-key-cipher.ts';

const encryptionKey = randomBytes(32);
const key = 'sdk_example-key';
const clientId = '7c0e9a43-4a53-4e49-9d0c-6a7b8f1f2d11';

describe('sealing API keys at rest', () => {
  it('opens what it sealed, and never shows the key in the sealed value', () => {
    const sealed = sealApiKey({ key, clientId, encryptionKey });
    expect(sealed).not.toContain(key);
    expect(sealed).not.toContain(Buffer.from(key).toString('base64url'));
    expect(openApiKey({ sealed, clientId, encryptionKey })).toBe(key);
  });

  it('seals the same key differently each time (a fresh IV)', () => {
    expect(sealApiKey({ key, clientId, encryptionKey })).not.toBe(
      sealApiKey({ key, clientId, encryptionKey }),
    );
  });

  it.each([
    ['another encryption key', (sealed: string) => ({ sealed, clientId, encryptionKey: randomBytes(32) })],
    [
      "another client's row",
      (sealed: string) => ({ sealed, clientId: '00000000-0000-4000-8000-000000000000', encryptionKey }),
    ],
    [
      'a changed ciphertext',
      // 15 bytes of key are 20 base64url characters: every bit of the last one is ciphertext.
      (sealed: string) => ({
        sealed: `${sealed.slice(0, -1)}${sealed.endsWith('A') ? 'B' : 'A'}`,
        clientId,
        encryptionKey,
      }),
    ],
    [
      'a shortened tag',
      (sealed: string) => {
        const [version, iv, tag, ciphertext] = sealed.split('.');
        const short = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
        return { sealed: [version, iv, short, ciphertext].join('.'), clientId, encryptionKey };
      },
    ],
    ['garbage', () => ({ sealed: 'not-sealed', clientId, encryptionKey })],
  ])('does not open with %s', (_case, input) => {
    expect(openApiKey(input(sealApiKey({ key, clientId, encryptionKey })))).toBeUndefined();
  });
});
