import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { DEFAULT_LANGUAGE, type Language } from '@shipdeck/domain/user/language-names';

const STORAGE_KEY = 'sd_language';

export const rememberLanguage = (language: Language) => {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
};

const rememberedLanguage = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * The language before anyone signs in: `?lang=`, then the last choice on this browser, then the
 * browser's languages, then en-GB. Once signed in, the user's language wins (see the private layout).
 */
export const detectLanguage = (): Language => {
  const fromQuery = matchLanguage(new URLSearchParams(window.location.search).get('lang'));
  if (fromQuery) return fromQuery;
  const remembered = matchLanguage(rememberedLanguage());
  if (remembered) return remembered;
  for (const candidate of window.navigator.languages ?? [window.navigator.language]) {
    const match = matchLanguage(candidate);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
};
