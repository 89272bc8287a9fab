import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

/**
 * What the draft holds of its sender or recipient: a form opened on it starts from all of it. A new
 * draft holds the country, postcode and city it was priced for; one written through the API or
 * imported may hold a whole address short of one field (a US recipient without a state), which the
 * seller completes instead of typing the rest again.
 */
export const storedAddressOf = (draft: ShipmentView, side: 'from' | 'to') => ({ ...draft.data[side] });
