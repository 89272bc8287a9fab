import type { VolumeBand } from '../volume-discounts.schema.ts';

/** Monthly shipment bands the carriers' volume rates are negotiated in. */
export const VOLUME_BANDS: readonly VolumeBand[] = [
  { value: 'BAND_1', minShipments: 1, maxShipments: 49 },
  { value: 'BAND_2', minShipments: 50, maxShipments: 199 },
  { value: 'BAND_3', minShipments: 200, maxShipments: 499 },
  { value: 'BAND_4', minShipments: 500, maxShipments: 999 },
  { value: 'BAND_5', minShipments: 1000, maxShipments: null },
];

export const isVolumeBand = (value: string) => VOLUME_BANDS.some((band) => band.value === value);

/** The band a month of `shipments` falls in; none for a month without shipments. */
export const bandOfVolume = (shipments: number): VolumeBand | null =>
  VOLUME_BANDS.find(
    (band) =>
      shipments >= band.minShipments && (band.maxShipments === null || shipments <= band.maxShipments),
  ) ?? null;
