import type { Recipient } from '@shipdeck/domain/addresses/address.schema';

/** The lines of an address as a seller reads them on a card or in a picker. */
export const addressLines = (address: Omit<Recipient, 'id' | 'createdAt' | 'updatedAt'>) =>
  [
    [address.firstName, address.lastName].join(' '),
    address.company,
    [address.street1, address.street2].filter(Boolean).join(', '),
    [address.zipCode, address.city, address.state].filter(Boolean).join(' '),
    address.alpha2Code,
  ].filter((line): line is string => Boolean(line));
