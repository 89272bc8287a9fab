// The UI languages without their schemas, so the first screen does not load zod (language.ts re-exports them).

/** UI languages: en-GB is the default and the source of every message key. */
export const SUPPORTED_LANGUAGES = ['en-GB', 'fr', 'de', 'es', 'it', 'nl', 'tr', 'hu', 'pt'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** The client stores its language with '-' replaced by '_' (en-GB → en_GB). */
export const toClientLanguage = (language: string) => language.replaceAll('-', '_');

/** The reverse of toClientLanguage, for showing a client's language in the UI. */
export const fromClientLanguage = (clientLanguage: string) => clientLanguage.replaceAll('_', '-');
