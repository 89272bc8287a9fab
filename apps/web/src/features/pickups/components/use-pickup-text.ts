import { useTranslation } from 'react-i18next';
import type enGB from '../../../locales/en-GB.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

type PickupKey = Extract<Leaves<typeof enGB>, `pickup.${string}`>;
type Translate = (key: PickupKey, options?: Record<string, unknown>) => string;

/** `t` checked against en-GB's collection texts (i18next's own key types are incomplete under TypeScript 7). */
export const usePickupText = () => {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as Translate, tAny: t, language: i18n.language };
};
