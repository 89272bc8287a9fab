import { z } from 'zod';
import { SUPPORTED_LANGUAGES, toClientLanguage } from './language-names.ts';

export {
  DEFAULT_LANGUAGE,
  fromClientLanguage,
  type Language,
  SUPPORTED_LANGUAGES,
  toClientLanguage,
} from './language-names.ts';

export const languageSchema = z.enum(SUPPORTED_LANGUAGES);

/** A UI language as the client stores it (en_GB, fr …). */
export const clientLanguageSchema = z.enum(
  SUPPORTED_LANGUAGES.map(toClientLanguage) as [string, ...string[]],
  { message: 'form.error.language-unknown' },
);
