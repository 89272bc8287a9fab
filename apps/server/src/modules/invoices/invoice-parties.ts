import type { BillingClient } from '@shipdeck/domain/billing/billing.schema';
import { operatingCompanyOf } from '@shipdeck/domain/tenants/operating-companies';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { getBillingClient } from '../billing-client/index.ts';
import { dueDocuments } from './due-documents.ts';
import type { InvoiceParty } from './invoice-document.ts';

const buyerOfBilling = (billing: BillingClient): InvoiceParty => {
  const person = `${billing.firstName} ${billing.lastName}`.trim();
  const company = billing.type === 'business' && billing.companyName ? billing.companyName : null;
  return {
    name: company ?? person,
    contact: company ? person : null,
    street: [billing.address, billing.address2 ?? ''].filter((line) => line.trim() !== ''),
    postcode: billing.zipCode,
    city: billing.location,
    state: billing.state,
    country: billing.country,
    email: billing.email,
    taxId: billing.taxId,
    vatNumber: billing.vatNumber,
  };
};

/**
 * The seller (the tenant's operating company) and the buyer (the client's invoicing details, or its
 * account's identity when it never filled them in) of the client's documents, as printed today.
 */
export const partiesOf = async (db: Db, clientId: string) => {
  const client = await dueDocuments.client(db, clientId);
  if (!client) return null;
  const tenant = getTenant(client.tenant_id);
  if (!tenant) throw new Error(`client ${clientId} has an unknown tenant ${client.tenant_id}`);
  const company = operatingCompanyOf(tenant.id);
  const seller: InvoiceParty = {
    name: company.legalName,
    street: [company.street],
    postcode: company.postcode,
    city: company.city,
    country: company.country,
    email: company.email,
    vatNumber: company.vatNumber,
  };
  const billing = await getBillingClient(db, clientId);
  const person = `${client.first_name} ${client.last_name}`.trim();
  const buyer: InvoiceParty = billing
    ? buyerOfBilling(billing)
    : {
        name: client.company_name || person,
        contact: client.company_name ? person : null,
        street: client.address ? [client.address] : [],
        postcode: client.zip_code ?? '',
        city: client.city ?? '',
        country: client.alpha2_code,
        email: client.email,
        taxId: client.tax_id && client.tax_id !== '-' ? client.tax_id : null,
      };
  return { tenantId: tenant.id, seller, buyer };
};
