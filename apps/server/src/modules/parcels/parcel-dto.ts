import type { ParcelValues, SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';
import { grams, gramsToKilograms, kilogramsToGrams } from '@shipdeck/domain/units/units';
import type { SavedParcelFields, SavedParcelRow } from './parcels.tables.ts';

export const toSavedParcel = (row: SavedParcelRow): SavedParcel => ({
  id: row.id,
  name: row.name,
  weight: gramsToKilograms(grams(row.weightGrams)),
  length: row.lengthCm,
  width: row.widthCm,
  height: row.heightCm,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Kilograms with at most 3 decimals become exact grams. */
export const toParcelFields = (values: ParcelValues): SavedParcelFields => ({
  name: values.name,
  weightGrams: kilogramsToGrams(values.weight),
  lengthCm: values.length,
  widthCm: values.width,
  heightCm: values.height,
});
