/**
 * Names of every ISO 3166-1 country in the nine UI languages, from i18n-iso-countries: the everyday
 * name the server's GET /countries shows, and every name a table lists (formal names and aliases
 * such as "USA", "UK", "Türkiye") for the country search. Kept apart from the other geo rules because
 * the locale tables weigh ~60 KB: only screens with a country input load them.
 */
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import hu from 'i18n-iso-countries/langs/hu.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import tr from 'i18n-iso-countries/langs/tr.json' with { type: 'json' };
import type { UiLanguage } from './postal-zones.ts';

for (const locale of [en, fr, de, es, it, nl, tr, hu, pt]) countries.registerLocale(locale);

// Dutch, German and Italian tables list the formal name first ("Koninkrijk Spanje"); their
// second entry is the everyday name a form should show. Elsewhere the first entry is the everyday one.
const EVERYDAY_NAME_SECOND: ReadonlySet<UiLanguage> = new Set(['nl', 'de', 'it']);

export const countryName = (alpha2Code: string, language: UiLanguage): string =>
  countries.getName(alpha2Code, language, {
    select: EVERYDAY_NAME_SECOND.has(language) ? 'alias' : 'official',
  }) ?? alpha2Code;

export const countryNames = (alpha2Code: string): Record<UiLanguage, string> => ({
  en: countryName(alpha2Code, 'en'),
  fr: countryName(alpha2Code, 'fr'),
  de: countryName(alpha2Code, 'de'),
  es: countryName(alpha2Code, 'es'),
  it: countryName(alpha2Code, 'it'),
  nl: countryName(alpha2Code, 'nl'),
  tr: countryName(alpha2Code, 'tr'),
  hu: countryName(alpha2Code, 'hu'),
  pt: countryName(alpha2Code, 'pt'),
});

/** Every name the language's table lists for the country: formal, everyday and aliases ("UK", "Great Britain"). */
export const countryNameVariants = (alpha2Code: string, language: UiLanguage): readonly string[] =>
  countries.getName(alpha2Code, language, { select: 'all' }) ?? [];
