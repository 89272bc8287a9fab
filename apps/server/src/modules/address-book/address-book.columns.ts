import type { BuildColumns } from 'drizzle-orm';
import { boolean, type PgTableWithColumns, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The columns every address-book kind stores: an alias and a full address, owned by one client. */
export const addressBookColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  clientId: uuid('client_id').notNull(),
  alias: text('alias').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  company: text('company'),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  street1: text('street1').notNull(),
  street2: text('street2'),
  alpha2Code: text('alpha2_code').notNull(),
  zipCode: text('zip_code').notNull(),
  city: text('city'),
  state: text('state'),
  postalCodeId: text('postal_code_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The flag of a kind that keeps exactly one default entry while it has any. */
export const defaultFlagColumn = () => ({
  isDefault: boolean('is_default').notNull().default(false),
});

type BookColumns = ReturnType<typeof addressBookColumns>;
type DefaultingBookColumns = BookColumns & ReturnType<typeof defaultFlagColumn>;

/** Any table built from `addressBookColumns`, whatever else it adds. */
export type AddressBookTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, BookColumns, 'pg'>;
  dialect: 'pg';
}>;

/** Any address-book table that also has the default flag. */
export type DefaultingAddressBookTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, DefaultingBookColumns, 'pg'>;
  dialect: 'pg';
}>;

/** A stored entry of any kind; `isDefault` is there for the kinds that keep a default. */
export type AddressBookRow = AddressBookTable['$inferSelect'] & { isDefault?: boolean };
