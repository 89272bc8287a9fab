import { countryDisplayName } from '@shipdeck/domain/geo/country-display-name';
import { uiLanguageOf } from '@shipdeck/domain/geo/postal-zones';
import { SHIPMENT_SOURCE_CODES, type ShipmentSource } from '@shipdeck/domain/shipments/sources';

/** A country code as a person reads it: the country's name in the UI language ("ES" → "Spain", "Espagne"). */
export const countryLabel = (alpha2Code: string | null | undefined, locale: string) =>
  alpha2Code ? countryDisplayName(alpha2Code, uiLanguageOf(locale)) : '';

const isShipmentSource = (code: string): code is ShipmentSource =>
  (SHIPMENT_SOURCE_CODES as readonly string[]).includes(code);

/** Where a shipment came from ("MAN" → "Manual"), translated; a code this build does not know stays as sent. */
export const shipmentSourceLabel = (
  t: (key: `shipments.source.${ShipmentSource}`) => string,
  code: string,
) => (isShipmentSource(code) ? t(`shipments.source.${code}`) : code);
