import { LOGO_MAX_BYTES } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { logoImageTypeOf } from '@shipdeck/domain/branded-emails/rules/image-type';

export type LogoCheck =
  | { isValid: true; base64: string; previewUrl: string }
  | { isValid: false; messageKey: 'branded-emails.error.logo-too-big' | 'branded-emails.error.logo-type' };

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  // In slices: String.fromCharCode with 200 000 arguments would overflow the call stack.
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
};

/**
 * At most 200 000 bytes, and a JPEG or PNG by its first bytes (a renamed file is refused), with
 * a message for each. The server checks the same again.
 */
export const checkLogoFile = async (file: File): Promise<LogoCheck> => {
  if (file.size > LOGO_MAX_BYTES) return { isValid: false, messageKey: 'branded-emails.error.logo-too-big' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = logoImageTypeOf(bytes);
  if (!type) return { isValid: false, messageKey: 'branded-emails.error.logo-type' };
  const base64 = toBase64(bytes);
  return { isValid: true, base64, previewUrl: `data:${type};base64,${base64}` };
};
