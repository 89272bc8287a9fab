import { DEFAULT_LANGUAGE, type Language } from '@shipdeck/domain/user/language-names';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGBFirstScreen from '../../locales/en-GB.json?part=first-screen';
import type { MessagePart } from './message-parts.ts';

type Messages = Record<string, unknown>;
type LoadMessages = () => Promise<Messages>;

// Each catalogue comes in two parts (see message-parts.ts). en-GB's first-screen part is in the main
// chunk (it is the fallback); every other part loads on demand.
const firstScreenLoaders = import.meta.glob<Messages>(['../../locales/*.json', '!../../locales/en-GB.json'], {
  query: '?part=first-screen',
  import: 'default',
});
const laterLoaders = import.meta.glob<Messages>('../../locales/*.json', {
  query: '?part=later',
  import: 'default',
});

const loaderOf = (language: Language, part: MessagePart): LoadMessages | undefined => {
  if (part === 'first-screen' && language === DEFAULT_LANGUAGE) return async () => enGBFirstScreen;
  return (part === 'first-screen' ? firstScreenLoaders : laterLoaders)[`../../locales/${language}.json`];
};

const loadedParts = new Map<string, Promise<void>>();

const loadPart = (language: Language, part: MessagePart): Promise<void> => {
  const key = `${language}:${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    const load = loaderOf(language, part);
    loading = (async () => {
      if (load) i18n.addResourceBundle(language, 'translation', await load(), true, true);
    })();
    // A part that failed to load (the network, a new deployment) is asked for again next time.
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
};

/**
 * How much a new language loads before the UI switches to it: its first-screen texts while only the
 * first screen has shown ('first-screen'); once the later texts were asked for ahead ('prefetched'),
 * the later part too, without waiting for it; once anything beyond the first screen has shown
 * ('shown'), its whole catalogue.
 */
let laterMessages: 'first-screen' | 'prefetched' | 'shown' = 'first-screen';

/**
 * The texts of everything beyond the first screen, in the current language and the fallback: every
 * lazily loaded page, panel and dialog waits for them before it shows.
 */
export const loadLaterMessages = async () => {
  laterMessages = 'shown';
  await Promise.all([loadPart(DEFAULT_LANGUAGE, 'later'), loadPart(i18n.language as Language, 'later')]);
};

/** Starts loading the later texts without waiting for them, once the first screen has what it needs. */
export const prefetchLaterMessages = () => {
  if (laterMessages === 'first-screen') laterMessages = 'prefetched';
  for (const language of new Set([DEFAULT_LANGUAGE, i18n.language as Language])) {
    loadPart(language, 'later').catch(() => {
      // Asked for again by the first page or panel that needs them.
    });
  }
};

/** The texts of the first screen in `language`; the rest load later (see `loadLaterMessages`). */
export const initFirstScreenI18n = async (language: Language) => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await applyLanguage(language);
  return i18n;
};

/** Every text in `language` (and the fallback), for a page or test that shows more than the first screen. */
export const initI18n = async (language: Language) => {
  await initFirstScreenI18n(language);
  await loadLaterMessages();
  return i18n;
};

/** Loads a language's messages if needed and switches the UI to it, without a reload. */
export const applyLanguage = async (language: Language) => {
  await Promise.all([loadPart(DEFAULT_LANGUAGE, 'first-screen'), loadPart(language, 'first-screen')]);
  if (laterMessages === 'shown') await loadPart(language, 'later');
  else if (laterMessages === 'prefetched') loadPart(language, 'later').catch(() => {});
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
};

export { i18n };
