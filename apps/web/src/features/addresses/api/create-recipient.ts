import type { RecipientValues } from '@shipdeck/domain/addresses/address.schema';
import { createAddress } from './create-address.ts';

/** Saves a checkout's recipient to the address book. */
export const createRecipient = (body: RecipientValues) => createAddress({ kind: 'recipient', body });
