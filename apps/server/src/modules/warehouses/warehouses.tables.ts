import { pgTable } from 'drizzle-orm/pg-core';
import { addressBookColumns, defaultFlagColumn } from '../address-book/index.ts';

/** Sender addresses: at most 8 per client, exactly one default while any exist. */
export const warehouses = pgTable('warehouses', { ...addressBookColumns(), ...defaultFlagColumn() });
