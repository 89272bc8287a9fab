import { addressFormatOf } from '@shipdeck/domain/addresses/address-format';
import { addressProblemsOf } from '@shipdeck/domain/addresses/draft-address.schema';
import { isPostcodeGiven } from '@shipdeck/domain/geo/postcode-formats';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';

/** Stored with a value the address rules refuse (it may predate them): it is corrected in the form. */
export const hasRefusedValue = (address: ShipmentAddress) => addressProblemsOf(address).length > 0;

/**
 * Complete enough to show as a summary instead of its form. The street may be left out where the
 * parcel is collected at a pick-up point, the postcode in a country with none; the state is there
 * where carriers need one.
 */
export const isComplete = (address: ShipmentAddress, options: { isStreetOptional?: boolean } = {}) =>
  Boolean(
    address.firstName &&
      address.lastName &&
      (address.street1 || options.isStreetOptional) &&
      address.alpha2Code &&
      isPostcodeGiven(address.alpha2Code, address.zipCode) &&
      (address.state || !addressFormatOf(address.alpha2Code).isStateRequired),
  ) && !hasRefusedValue(address);
