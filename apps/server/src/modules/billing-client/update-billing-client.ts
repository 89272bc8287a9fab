import {
  type BillingClient,
  type BillingClientInput,
  BillingMessage,
} from '@shipdeck/domain/billing/billing.schema';
import { normaliseCustomsNumber } from '@shipdeck/domain/billing/customs-numbers';
import { checkTaxId, normaliseTaxId } from '@shipdeck/domain/billing/tax-id';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { billingClients } from './billing-client.tables.ts';
import { getBillingClient, toBillingClient } from './get-billing-client.ts';

const customsNumberOf = (value: string | null | undefined) =>
  value ? normaliseCustomsNumber(value) || null : null;

/**
 * Saves the invoicing details — the one path that writes them (the billing settings, the checkout and
 * the bulk payment all call it). A company needs its name; once a business is saved its type, tax id
 * and country are locked; the tax id is checked per country (`checkTaxId`: format and check digits)
 * and with the (sandbox) registry: InvalidTaxId or DissolvedCompanyTaxId, both 422.
 */
export const updateBillingClient = async (options: {
  db: Db;
  clientId: string;
  input: BillingClientInput;
}): Promise<BillingClient> => {
  const { db, clientId, input } = options;
  if (input.type === 'business' && !input.companyName?.trim())
    throw new AppError({
      code: 'RequiredField',
      status: 422,
      messageKey: 'form.error.required',
      field: 'companyName',
    });
  const taxId = normaliseTaxId(input.taxId);
  const current = await getBillingClient(db, clientId);
  if (current?.type === 'business') {
    const locked = (['type', 'country'] as const).find((field) => current[field] !== input[field]);
    if (locked || normaliseTaxId(current.taxId) !== taxId)
      throw new AppError({
        code: 'ValueNotAllowedField',
        status: 422,
        messageKey: BillingMessage.lockedField,
        field: locked ?? 'taxId',
      });
  }
  const check = checkTaxId({ country: input.country, taxId });
  if (check === 'invalid')
    throw new AppError({
      code: 'InvalidTaxId',
      status: 422,
      messageKey: BillingMessage.invalidTaxId,
      field: 'taxId',
    });
  if (check === 'dissolved')
    throw new AppError({
      code: 'DissolvedCompanyTaxId',
      status: 422,
      messageKey: BillingMessage.dissolvedCompany,
      field: 'taxId',
    });
  const values = {
    clientId,
    type: input.type,
    companyName: input.type === 'business' ? (input.companyName?.trim() ?? null) : null,
    taxId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone.replaceAll(' ', ''),
    address: input.address,
    address2: input.address2 ?? null,
    location: input.location,
    zipCode: input.zipCode,
    state: input.state ?? null,
    country: input.country,
    eoriNumber: customsNumberOf(input.eoriNumber),
    vatNumber: customsNumberOf(input.vatNumber),
    iossNumber: customsNumberOf(input.iossNumber),
  };
  const { clientId: _id, ...changes } = values;
  const [row] = await db
    .insert(billingClients)
    .values(values)
    .onConflictDoUpdate({ target: billingClients.clientId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return toBillingClient(row!);
};
