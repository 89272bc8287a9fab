import type { Client } from '@shipdeck/domain/client/client.schema';
import { clientTypeOf } from '@shipdeck/domain/client/rules/client-type';
import type { UserPolicies } from '@shipdeck/domain/user/user.schema';
import type { ClientRow } from './clients.tables.ts';

const NO_CONSENT: UserPolicies = { dataProcessing: false, marketingEmails: false, marketingCalls: false };

/** The client as the API shows it; policies are the consents of its user. */
export const toClientDto = (row: ClientRow, policies: UserPolicies = NO_CONSENT): Client => ({
  id: row.id,
  tenantId: row.tenantId,
  type: clientTypeOf(row),
  taxId: row.taxId,
  companyName: row.companyName,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  phoneNumberVerified: row.phoneNumberVerified,
  address: row.address,
  zipCode: row.zipCode,
  city: row.city,
  alpha2Code: row.alpha2Code,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  allowDeferred: row.allowDeferred,
  deferredPaymentBlocked: row.deferredPaymentBlocked,
  policies,
});
