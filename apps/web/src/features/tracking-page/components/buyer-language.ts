import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import type { Language } from '@shipdeck/domain/user/language';

/**
 * The buyer's language as the browser states it (`?lang=` first, for a shared link), or undefined when
 * it speaks none of ours: the page then falls back to the tenant's language, not the seller's choice.
 */
export const browserLanguage = (): Language | undefined => {
  const fromQuery = matchLanguage(new URLSearchParams(window.location.search).get('lang'));
  if (fromQuery) return fromQuery;
  for (const candidate of window.navigator.languages ?? [window.navigator.language]) {
    const match = matchLanguage(candidate);
    if (match) return match;
  }
  return undefined;
};
