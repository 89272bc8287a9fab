import { DEFAULT_LANGUAGE, type Language } from '@shipdeck/domain/user/language';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../../locales/en-GB.json';

type Translations = typeof enGB;

// en-GB is in the main chunk (it is the fallback); the other languages load on demand.
const loaders = import.meta.glob<{ default: Translations }>([
  '../../locales/*.json',
  '!../../locales/en-GB.json',
]);

export const initI18n = async (language: Language) => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      resources: { [DEFAULT_LANGUAGE]: { translation: enGB } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await applyLanguage(language);
  return i18n;
};

/** Loads a language's messages if needed and switches the UI to it, without a reload. */
export const applyLanguage = async (language: Language) => {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const load = loaders[`../../locales/${language}.json`];
    if (load) i18n.addResourceBundle(language, 'translation', (await load()).default);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
};

export { i18n };
