import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

/** The country, postcode and city the draft was priced for: a new form starts from them. */
export const placeOf = (draft: ShipmentView, side: 'from' | 'to') => ({
  alpha2Code: draft.data[side].alpha2Code,
  zipCode: draft.data[side].zipCode,
  city: draft.data[side].city,
});
