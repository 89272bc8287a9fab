import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Envelope encryption with AES-256-GCM (ADR 0023): each sealed value has its own random data key,
 * which encrypts the value; the configured key-encryption key only wraps that data key. Rotating the
 * configured key then re-wraps 32-byte data keys and never touches the values, and one data key's
 * exposure opens one row. `context` (the client and row ids) is bound in as associated data of both
 * layers, so a sealed value copied onto another row or client does not open.
 */
const VERSION = 'e1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;

const encrypt = (key: Buffer, plaintext: Buffer, context: string) => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

const decrypt = (key: Buffer, sealed: string, context: string): Buffer | undefined => {
  const [version, iv, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  } catch {
    return undefined;
  }
};

export type SealedEnvelope = {
  /** The value, encrypted under the row's data key. */
  ciphertext: string;
  /** The row's data key, encrypted under the configured key-encryption key. */
  wrappedKey: string;
};

export const sealEnvelope = (input: {
  plaintext: string;
  keyEncryptionKey: Buffer;
  context: string;
}): SealedEnvelope => {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  try {
    return {
      ciphertext: encrypt(dataKey, Buffer.from(input.plaintext, 'utf8'), input.context),
      wrappedKey: encrypt(input.keyEncryptionKey, dataKey, input.context),
    };
  } finally {
    dataKey.fill(0);
  }
};

/** The value inside, or undefined when it does not open (another key, another context, tampering). */
export const openEnvelope = (input: {
  sealed: SealedEnvelope;
  keyEncryptionKey: Buffer;
  context: string;
}): string | undefined => {
  const dataKey = decrypt(input.keyEncryptionKey, input.sealed.wrappedKey, input.context);
  if (!dataKey || dataKey.length !== DATA_KEY_BYTES) return undefined;
  try {
    return decrypt(dataKey, input.sealed.ciphertext, input.context)?.toString('utf8');
  } finally {
    dataKey.fill(0);
  }
};
