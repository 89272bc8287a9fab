import { checkPostcode, isPostcodeGiven } from '@shipdeck/domain/geo/postcode-formats';
import { checkDimension, checkParcelCount, checkWeight } from '@shipdeck/domain/parcels/parcel-rules';
import type { ShipmentParcel } from '@shipdeck/domain/shipments/shipment.schema';

/** A parcel row as typed: measures are text, so "1,5" reaches the weight rule as typed. */
export type ParcelRow = {
  /** A saved parcel's id or the custom placeholder's. */
  choice: string;
  weight: string;
  length: string;
  width: string;
  height: string;
};

export type PlaceValues = { alpha2Code: string; zipCode: string };
export type InfoValues = { from: PlaceValues; to: PlaceValues; parcels: ParcelRow[] };
export type InfoErrors = Partial<Record<string, string>>;

const MEASURES = ['weight', 'length', 'width', 'height'] as const;

/**
 * Checks the info step: both countries and postcodes that exist in them (none where a country has
 * no postcodes), 1 to 15
 * parcels each with height, length, width and weight. Returns message keys by field path
 * (`from.zipCode`, `parcels.0.weight`) or the clean parcels.
 */
export const checkInfo = (
  values: InfoValues,
):
  | { ok: true; parcels: ShipmentParcel[]; from: PlaceValues; to: PlaceValues }
  | { ok: false; errors: InfoErrors } => {
  const errors: InfoErrors = {};
  const places = {} as Record<'from' | 'to', PlaceValues>;
  for (const side of ['from', 'to'] as const) {
    const place = values[side];
    if (!place.alpha2Code) errors[`${side}.alpha2Code`] = 'form.error.required';
    if (!isPostcodeGiven(place.alpha2Code, place.zipCode)) errors[`${side}.zipCode`] = 'form.error.required';
    else if (place.alpha2Code) {
      const check = checkPostcode(place.alpha2Code, place.zipCode);
      if (!check.isValid) errors[`${side}.zipCode`] = check.messageKey;
      else places[side] = { alpha2Code: place.alpha2Code, zipCode: check.postcode };
    }
  }
  const count = checkParcelCount(values.parcels.length);
  if (!count.ok) errors.parcels = count.message;
  const parcels: ShipmentParcel[] = values.parcels.map((row, index) => {
    const parcel = {} as ShipmentParcel;
    for (const measure of MEASURES) {
      const result = measure === 'weight' ? checkWeight(row.weight) : checkDimension(row[measure]);
      if (result.ok) parcel[measure] = result.value;
      else errors[`parcels.${index}.${measure}`] = result.message;
    }
    return parcel;
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, parcels, from: places.from, to: places.to };
};

/** Whether the route or the parcels differ from what the draft holds (then its service is stale). */
export const isRouteChanged = (
  before: { from: PlaceValues; to: PlaceValues; parcels: readonly ShipmentParcel[] },
  after: { from: PlaceValues; to: PlaceValues; parcels: readonly ShipmentParcel[] },
) =>
  JSON.stringify([before.from, before.to, before.parcels.map(measuresOf)]) !==
  JSON.stringify([after.from, after.to, after.parcels.map(measuresOf)]);

const measuresOf = (p: ShipmentParcel) => [p.weight, p.length, p.width, p.height];
