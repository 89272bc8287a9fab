import type { UiLanguage } from './postal-zones.ts';

const displayNames = new Map<UiLanguage, Intl.DisplayNames>();

/**
 * The country's name in the language, from the platform's own data (Intl.DisplayNames), so a
 * screen that only shows names loads no country tables. The code itself when the platform has no name.
 */
export const countryDisplayName = (alpha2Code: string, language: UiLanguage): string => {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(alpha2Code) ?? alpha2Code;
  } catch {
    // Not a well-formed region code (a stored value from before codes were checked): show it as it is.
    return alpha2Code;
  }
};
