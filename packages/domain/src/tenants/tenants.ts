import type { ClientType } from '../client/client.schema.ts';
import { SEPA_COUNTRIES } from '../payments/rules/payment-tab.ts';
import { type ClaimWindows, DEFAULT_CLAIM_WINDOWS } from '../problems/rules/shipment-problem.ts';

/**
 * The brands the product runs for. Tenants are configuration, not data:
 * route prefix, auth slug, branding and switches. Every client belongs to exactly one tenant.
 */
export type TenantId = 'main' | 'be-carrier' | 'es-postal' | 'marketplace' | 'payments';

export type Tenant = {
  id: TenantId;
  /** `{partner}` in /{partner}/login, /{partner}/register … */
  partnerSlug: string;
  brandName: string;
  /** Private-area prefixes. The first is current; `{country}` tenants list one per country. */
  privatePrefixes: string[];
  /** Prefixes this tenant used before; rewritten to the current one. */
  legacyPrefixes: string[];
  colors: { primary: string; primaryDark: string; accent: string };
  defaultLanguage: string;
  defaultCountry: string;
  switches: {
    subscriptions: boolean;
    businessClientsOnly: boolean;
    /** Carrier ids offered as premium; `all` means every carrier in the catalogue. */
    premiumCarriers: 'all' | string[];
    excludedPremiumCarriers: string[];
    showExclusivePrices: boolean;
    cashOnDelivery: boolean;
    /** Sources whose third-party preferences (service, pick-up point, carrier) seed the service search. */
    thirdPartyPreferenceSources: string[];
    /** The support widget is hidden for one carrier tenant. */
    supportWidget: boolean;
    maxShippingRules: number;
    /** Cancellation allowed within this many days from purchase (15 by default), never after collection. */
    cancellationDays: number;
    /** The problems inbox: days without movement that make a stall, and the loss and damage claim windows. */
    claimWindows: ClaimWindows;
    /** Client types the tenant serves through its own account managers: the header hides help for them. */
    helpHiddenFor: ClientType[];
    /** The billing payment tab (deferred payment details) is offered to clients allowed to defer. */
    deferredPaymentDetails: boolean;
    /** Invoicing-address countries where a SEPA direct debit mandate may back deferred payment. */
    directDebitCountries: readonly string[];
  };
  impressumUrl?: string;
  poweredBy?: string;
  /** The announcements feed the header's notifications bell shows; no bell without one. */
  notificationWidgetId?: string;
};

export const TENANTS: readonly Tenant[] = [
  {
    id: 'main',
    partnerSlug: 'shipdeck',
    brandName: 'Shipdeck',
    privatePrefixes: ['/private'],
    legacyPrefixes: ['/pro/private', '/app'],
    colors: { primary: '#1c5fd4', primaryDark: '#123f8f', accent: '#f59f00' },
    defaultLanguage: 'en-GB',
    defaultCountry: 'GB',
    switches: {
      subscriptions: true,
      businessClientsOnly: false,
      premiumCarriers: 'all',
      excludedPremiumCarriers: [],
      showExclusivePrices: true,
      cashOnDelivery: true,
      thirdPartyPreferenceSources: ['AMZ', 'ETS'],
      supportWidget: true,
      maxShippingRules: 15,
      cancellationDays: 15,
      claimWindows: DEFAULT_CLAIM_WINDOWS,
      helpHiddenFor: [],
      deferredPaymentDetails: true,
      directDebitCountries: SEPA_COUNTRIES,
    },
    notificationWidgetId: 'shipdeck-news',
  },
  {
    id: 'be-carrier',
    partnerSlug: 'belgo-parcel',
    brandName: 'Belgo Parcel',
    privatePrefixes: ['/be/private'],
    legacyPrefixes: ['/be/pro/private'],
    colors: { primary: '#c4151c', primaryDark: '#8a0e13', accent: '#1a1a1a' },
    defaultLanguage: 'nl',
    defaultCountry: 'BE',
    switches: {
      subscriptions: false,
      businessClientsOnly: false,
      premiumCarriers: ['bpost', 'dpd', 'gls', 'dhl'],
      excludedPremiumCarriers: [],
      showExclusivePrices: false,
      cashOnDelivery: false,
      thirdPartyPreferenceSources: [],
      supportWidget: false,
      maxShippingRules: 15,
      cancellationDays: 15,
      claimWindows: DEFAULT_CLAIM_WINDOWS,
      helpHiddenFor: ['business'],
      deferredPaymentDetails: true,
      directDebitCountries: ['BE', 'NL', 'LU'],
    },
    impressumUrl: 'https://belgo-parcel.example/impressum',
    poweredBy: 'Shipdeck',
  },
  {
    id: 'es-postal',
    partnerSlug: 'correo-envios',
    brandName: 'Correo Envíos',
    privatePrefixes: ['/es/private'],
    legacyPrefixes: ['/es/pro/private'],
    colors: { primary: '#b07d00', primaryDark: '#6e4f00', accent: '#003b7a' },
    defaultLanguage: 'es',
    defaultCountry: 'ES',
    switches: {
      subscriptions: false,
      businessClientsOnly: true,
      premiumCarriers: 'all',
      excludedPremiumCarriers: [],
      showExclusivePrices: true,
      cashOnDelivery: true,
      thirdPartyPreferenceSources: [],
      supportWidget: true,
      maxShippingRules: 15,
      cancellationDays: 15,
      claimWindows: DEFAULT_CLAIM_WINDOWS,
      helpHiddenFor: [],
      deferredPaymentDetails: true,
      directDebitCountries: ['ES'],
    },
    poweredBy: 'Shipdeck',
    notificationWidgetId: 'shipdeck-news',
  },
  {
    id: 'marketplace',
    partnerSlug: 'marketbox',
    brandName: 'Marketbox Shipping',
    privatePrefixes: ['/fr/private', '/it/private', '/de/private'],
    legacyPrefixes: ['/fr/pro/private', '/it/pro/private', '/de/pro/private'],
    colors: { primary: '#6a2fb8', primaryDark: '#451e7a', accent: '#12b886' },
    defaultLanguage: 'fr',
    defaultCountry: 'FR',
    switches: {
      subscriptions: true,
      businessClientsOnly: false,
      premiumCarriers: 'all',
      // The one tenant that excludes premium carriers: UPS and the French postal carrier.
      excludedPremiumCarriers: ['ups', 'colissimo'],
      showExclusivePrices: false,
      cashOnDelivery: false,
      thirdPartyPreferenceSources: ['PRE'],
      supportWidget: true,
      maxShippingRules: 10,
      cancellationDays: 15,
      claimWindows: DEFAULT_CLAIM_WINDOWS,
      helpHiddenFor: [],
      deferredPaymentDetails: false,
      directDebitCountries: [],
    },
    poweredBy: 'Shipdeck',
  },
  {
    id: 'payments',
    partnerSlug: 'paynest',
    brandName: 'Paynest Ship',
    privatePrefixes: ['/nl/private'],
    legacyPrefixes: ['/nl/pro/private'],
    colors: { primary: '#0b7a5a', primaryDark: '#06513b', accent: '#ff6b35' },
    defaultLanguage: 'nl',
    defaultCountry: 'NL',
    switches: {
      subscriptions: false,
      businessClientsOnly: false,
      premiumCarriers: 'all',
      excludedPremiumCarriers: [],
      showExclusivePrices: false,
      cashOnDelivery: true,
      thirdPartyPreferenceSources: [],
      supportWidget: true,
      maxShippingRules: 15,
      cancellationDays: 15,
      claimWindows: DEFAULT_CLAIM_WINDOWS,
      helpHiddenFor: [],
      deferredPaymentDetails: true,
      directDebitCountries: SEPA_COUNTRIES,
    },
    poweredBy: 'Shipdeck',
  },
];

export const DEFAULT_TENANT_ID: TenantId = 'main';

export const getTenant = (id: string): Tenant | undefined => TENANTS.find((t) => t.id === id);

export const tenantByPartnerSlug = (slug: string): Tenant | undefined =>
  TENANTS.find((t) => t.partnerSlug === slug);

export const currentPrefix = (tenant: Tenant) => tenant.privatePrefixes[0]!;

/** Finds the tenant and prefix of a browser path, including legacy prefixes to be rewritten. */
export const matchPrivatePrefix = (
  path: string,
): { tenant: Tenant; prefix: string; isLegacy: boolean; rest: string } | undefined => {
  const candidates = TENANTS.flatMap((tenant) => [
    ...tenant.privatePrefixes.map((prefix) => ({ tenant, prefix, isLegacy: false })),
    ...tenant.legacyPrefixes.map((prefix) => ({ tenant, prefix, isLegacy: true })),
  ]).sort((a, b) => b.prefix.length - a.prefix.length);
  for (const candidate of candidates) {
    if (path === candidate.prefix || path.startsWith(`${candidate.prefix}/`)) {
      return { ...candidate, rest: path.slice(candidate.prefix.length) || '/' };
    }
  }
  return undefined;
};
