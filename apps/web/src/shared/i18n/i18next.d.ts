import 'i18next';
import type enGB from '../../locales/en-GB.json';

// en-GB is the source of every key: t('missing.key') fails the type-check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enGB };
    returnNull: false;
  }
}
