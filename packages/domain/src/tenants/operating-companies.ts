import type { TenantId } from './tenants.ts';

/** A seller's legal identity as an invoice must state it. */
export type OperatingCompany = {
  legalName: string;
  /** VAT identification number, with its country prefix. */
  vatNumber: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  email: string;
  /** Starts every invoice number of the tenant's series (`SD-00000001`); unique per tenant. */
  invoicePrefix: string;
};

/**
 * The company that sells under each brand: the seller printed on every invoice and credit note of the
 * brand's clients. Legal identity, kept apart from the brand's look and switches (tenants.ts).
 */
export const OPERATING_COMPANIES: Readonly<Record<TenantId, OperatingCompany>> = {
  main: {
    legalName: 'Shipdeck Ltd',
    vatNumber: 'GB123456789',
    street: '20 Wharf Road',
    postcode: 'N1 7GR',
    city: 'London',
    country: 'GB',
    email: 'billing@shipdeck.example',
    invoicePrefix: 'SD',
  },
  'be-carrier': {
    legalName: 'Belgo Parcel NV',
    vatNumber: 'BE0403019261',
    street: 'Muntcentrum 1',
    postcode: '1000',
    city: 'Brussel',
    country: 'BE',
    email: 'billing@belgo-parcel.example',
    invoicePrefix: 'BP',
  },
  'es-postal': {
    legalName: 'Correo Envíos S.A.',
    vatNumber: 'ESA28015865',
    street: 'Calle de Vía Dublín 7',
    postcode: '28042',
    city: 'Madrid',
    country: 'ES',
    email: 'facturacion@correo-envios.example',
    invoicePrefix: 'CE',
  },
  marketplace: {
    legalName: 'Marketbox Shipping SAS',
    vatNumber: 'FR40303265045',
    street: '12 rue de la Paix',
    postcode: '75002',
    city: 'Paris',
    country: 'FR',
    email: 'facturation@marketbox.example',
    invoicePrefix: 'MB',
  },
  payments: {
    legalName: 'Paynest Ship B.V.',
    vatNumber: 'NL004495445B01',
    street: 'Herengracht 100',
    postcode: '1015 BS',
    city: 'Amsterdam',
    country: 'NL',
    email: 'billing@paynest.example',
    invoicePrefix: 'PN',
  },
};

export const operatingCompanyOf = (tenantId: TenantId): OperatingCompany => OPERATING_COMPANIES[tenantId];
