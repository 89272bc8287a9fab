import type { SavedParcel } from '@shipdeck/domain/parcels/parcel.schema';

/** "30 × 20 × 12 cm" — length, width, height as the parcel form asks for them. */
export const parcelDimensions = (parcel: Pick<SavedParcel, 'length' | 'width' | 'height'>) =>
  `${parcel.length} × ${parcel.width} × ${parcel.height} cm`;

/** The weight in the UI language's number format ("1,5 kg" in French). */
export const parcelWeight = (weight: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(weight)} kg`;
