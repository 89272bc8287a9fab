import { useTranslation } from 'react-i18next';
import type enGB from '../../../locales/en-GB.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every message key of en-GB (the source language): a missing key still fails the type-check. */
export type MessageKey = Leaves<typeof enGB>;
export type Translate = (key: MessageKey, options?: Record<string, unknown>) => string;

/**
 * `t` with a plain key type. With this many messages, i18next's own key types came out incomplete
 * in some files under TypeScript 7 (keys present in en-GB rejected), so this area checks its keys
 * against en-GB directly.
 */
export const useText = () => {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as Translate, i18n };
};
