import type { BillingClient } from '@shipdeck/domain/billing/billing.schema';
import { clientTypeOf } from '@shipdeck/domain/client/rules/client-type';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type BillingClientRow, billingClients } from './billing-client.tables.ts';

export const toBillingClient = (row: BillingClientRow): BillingClient => ({
  type: clientTypeOf(row),
  companyName: row.companyName,
  taxId: row.taxId,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  address: row.address,
  address2: row.address2,
  location: row.location,
  zipCode: row.zipCode,
  state: row.state,
  country: row.country,
  eoriNumber: row.eoriNumber,
  vatNumber: row.vatNumber,
  iossNumber: row.iossNumber,
});

/** The client's invoicing details, or null before the billing form was filled in. */
export const getBillingClient = async (db: Db, clientId: string): Promise<BillingClient | null> => {
  const [row] = await db.select().from(billingClients).where(eq(billingClients.clientId, clientId));
  return row ? toBillingClient(row) : null;
};
