const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * What a logo is, read from its first bytes rather than its name (JPEG or PNG): a file
 * renamed to .png is still refused, a PNG named logo.txt is taken. Null for anything else.
 */
export const logoImageTypeOf = (bytes: Uint8Array): 'image/png' | 'image/jpeg' | null => {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
};
