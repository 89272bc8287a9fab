import { z } from 'zod';
import { isKnownCountry } from './country-codes.ts';
import { UI_LANGUAGES, type UiLanguage } from './postal-zones.ts';

export const GeoMessage = {
  unknownCountry: 'form.error.country-unknown',
  postcodeInvalid: 'form.error.postcode-invalid',
  unknownPostalZone: 'form.error.postal-zone-unknown',
  unknownLanguage: 'form.error.language-unknown',
  zoneOrCountry: 'form.error.postal-zone-or-country',
} as const;

/** `fr`, `FR`, `fr-FR` and `en-GB` all name a UI language; anything else is refused. */
export const languageSchema = z
  .string()
  .trim()
  .transform((value) => value.slice(0, 2).toLowerCase())
  .refine(
    (value): value is UiLanguage => (UI_LANGUAGES as readonly string[]).includes(value),
    GeoMessage.unknownLanguage,
  )
  .transform((value) => value as UiLanguage);

export const countryCodeSchema = z
  .string({ message: 'form.error.required' })
  .trim()
  .toUpperCase()
  .refine(isKnownCountry, GeoMessage.unknownCountry);

export const languageQuerySchema = z.object({ language: languageSchema.default('en') });
export type LanguageQuery = z.infer<typeof languageQuerySchema>;

export const COUNTRY_QUERY_MAX = 60;

/** `q` finds countries by a name in any UI language, an alias or the ISO code, best match first. */
export const countriesQuerySchema = languageQuerySchema.extend({
  q: z.string().trim().max(COUNTRY_QUERY_MAX).default(''),
});
export type CountriesQuery = z.infer<typeof countriesQuerySchema>;

export const countrySchema = z.object({
  id: z.string(),
  alpha2Code: z.string(),
  name: z.string(),
  isEu: z.boolean(),
  hasPostalCodes: z.boolean(),
  /** A valid postcode of the country, for placeholders. */
  postalCodeExample: z.string(),
  phonePrefix: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.array(countrySchema);

export const postalZoneSchema = z.object({
  id: z.string(),
  alpha2Code: z.string(),
  name: z.string(),
  hasPostalCodes: z.boolean(),
  phonePrefix: z.string().nullable(),
  /** Islands and enclaves: fewer services, surcharges. */
  isRemote: z.boolean(),
});
export type PostalZone = z.infer<typeof postalZoneSchema>;
export const postalZonesByLanguageResponseSchema = z.array(postalZoneSchema);

export const postalZoneTranslationsSchema = z.object({
  id: z.string(),
  alpha2Code: z.string(),
  hasPostalCodes: z.boolean(),
  isRemote: z.boolean(),
  translations: z.record(z.enum(UI_LANGUAGES), z.string()),
});
export const postalZonesResponseSchema = z.array(postalZoneTranslationsSchema);

export const POSTAL_CODE_QUERY_MAX = 40;
export const POSTAL_CODE_RESULTS_LIMIT = 20;

/** Look-up by country (`alpha2Code`) or by postal zone (`postalZone`), never both; `q` is a postcode start or a city name. */
export const postalCodesQuerySchema = z
  .object({
    alpha2Code: countryCodeSchema.optional(),
    postalZone: z.string().trim().toUpperCase().max(10).optional(),
    q: z.string().trim().max(POSTAL_CODE_QUERY_MAX).default(''),
  })
  .refine((query) => Boolean(query.alpha2Code) !== Boolean(query.postalZone), {
    message: GeoMessage.zoneOrCountry,
    path: ['alpha2Code'],
  });
export type PostalCodesQuery = z.infer<typeof postalCodesQuerySchema>;

export const postalCodeSchema = z.object({
  /** `ES-28001`: stable across look-ups, usable as `postalCodeId`. */
  id: z.string(),
  zipCode: z.string(),
  city: z.string(),
  alpha2Code: z.string(),
  postalZoneId: z.string(),
});
export type PostalCode = z.infer<typeof postalCodeSchema>;
export const postalCodesResponseSchema = z.array(postalCodeSchema);

export const postcodeValidationQuerySchema = z.object({
  alpha2Code: countryCodeSchema,
  zip: z.string().max(POSTAL_CODE_QUERY_MAX).default(''),
});

/** "Can this postcode exist?" — `isValid: false` carries the message key to show beside the field. */
export const postcodeValidationResponseSchema = z.object({
  alpha2Code: z.string(),
  zip: z.string(),
  isValid: z.boolean(),
  /** Canonical form (`1011ab` → `1011 AB`) when valid. */
  postcode: z.string().nullable(),
  postalZoneId: z.string().nullable(),
  city: z.string().nullable(),
  messageKey: z.string().nullable(),
});
export type PostcodeValidation = z.infer<typeof postcodeValidationResponseSchema>;
