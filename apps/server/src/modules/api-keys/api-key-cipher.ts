import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Format of a sealed key: version, IV, GCM tag and ciphertext, base64url, joined by dots. */
const VERSION = 'v1';
const IV_BYTES = 12;
/** A full tag only: a shortened one would make forgeries cheaper. */
const TAG_BYTES = 16;

/**
 * Seals an API key with AES-256-GCM under the configured encryption key. The client id is bound in as
 * associated data, so a sealed key copied onto another client's row does not open.
 */
export const sealApiKey = (input: { key: string; clientId: string; encryptionKey: Buffer }): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', input.encryptionKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(input.clientId));
  const ciphertext = Buffer.concat([cipher.update(input.key, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

/** The key inside a sealed value, or undefined when it does not open (another encryption key, tampering). */
export const openApiKey = (input: {
  sealed: string;
  clientId: string;
  encryptionKey: Buffer;
}): string | undefined => {
  const [version, iv, tag, ciphertext, ...rest] = input.sealed.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', input.encryptionKey, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(input.clientId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
};
