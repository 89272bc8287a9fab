import { useTranslation } from 'react-i18next';
import type enGB from '../../../locales/en-GB.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every message key of en-GB: a key missing from the source language fails the type-check. */
export type MessageKey = Leaves<typeof enGB>;
type Translate = (key: MessageKey, options?: Record<string, unknown>) => string;

/** `t` checked against en-GB directly (i18next's own key types are incomplete under TypeScript 7). */
export const usePostSaleText = () => {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as Translate, i18n };
};
