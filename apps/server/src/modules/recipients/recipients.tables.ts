import { pgTable } from 'drizzle-orm/pg-core';
import { addressBookColumns } from '../address-book/index.ts';

/** The recipient address book: at most 500 entries per client. */
export const recipientAddresses = pgTable('recipient_addresses', addressBookColumns());
