import { addressProblemsOf } from '@shipdeck/domain/addresses/draft-address.schema';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';

/** Stored with a value the address rules refuse (it may predate them): it is corrected in the form. */
export const hasRefusedValue = (address: ShipmentAddress) => addressProblemsOf(address).length > 0;

/**
 * Complete enough to show as a summary instead of its form. The street may be left out where the
 * parcel is collected at a pick-up point.
 */
export const isComplete = (address: ShipmentAddress, options: { isStreetOptional?: boolean } = {}) =>
  Boolean(
    address.firstName &&
      address.lastName &&
      (address.street1 || options.isStreetOptional) &&
      address.alpha2Code &&
      address.zipCode,
  ) && !hasRefusedValue(address);
