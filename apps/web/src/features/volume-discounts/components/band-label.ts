import type { VolumeBand } from '@shipdeck/domain/volume-discounts/volume-discounts.schema';
import type { TFunction } from 'i18next';

/** '50 – 199 shipments' or, on the last band, '1,000 or more shipments', in the reader's numbers. */
export const bandLabel = (t: TFunction, band: VolumeBand, language: string) => {
  const number = new Intl.NumberFormat(language);
  return band.maxShipments === null
    ? t('volume-discounts.band-or-more', { min: number.format(band.minShipments) })
    : t('volume-discounts.band-range', {
        min: number.format(band.minShipments),
        max: number.format(band.maxShipments),
      });
};
