import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, type Language } from '@shipdeck/domain/user/language';

/**
 * Texts the server prints into documents (a SEPA mandate …), read from the web app's locale files so
 * that every language has one source of truth. Found by walking up from this file to the repository's
 * apps/web/src/locales, which the source tree, the tests and the built server (dist/) all sit under.
 */
const findLocalesDir = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'apps', 'web', 'src', 'locales');
    if (existsSync(join(candidate, `${DEFAULT_LANGUAGE}.json`))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('the web locale files (apps/web/src/locales) were not found');
    dir = parent;
  }
};

type Messages = { [key: string]: string | Messages };
const cache = new Map<string, Messages>();
let localesDir: string | undefined;

const messagesOf = (language: Language): Messages => {
  const cached = cache.get(language);
  if (cached) return cached;
  localesDir ??= findLocalesDir();
  const messages = JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8')) as Messages;
  cache.set(language, messages);
  return messages;
};

const lookUp = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** A translator for one language: a missing text falls back to en-GB, then to the key; `{{name}}` is filled in. */
export const localeTexts =
  (language: Language) =>
  (key: string, values: Record<string, string> = {}) => {
    const text = lookUp(messagesOf(language), key) ?? lookUp(messagesOf(DEFAULT_LANGUAGE), key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
