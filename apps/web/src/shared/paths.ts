import { DEFAULT_INBOX } from '@shipdeck/domain/routes/route-table';
import { useLocation } from 'react-router';
import { guessPrefix } from './session/tenant-context.ts';

/** Every path of the app is built here, so a route change is one edit. Auth routes live under the tenant's `{partner}` slug. */
export const authPaths = (partnerSlug: string) => ({
  login: `/${partnerSlug}/login`,
  register: `/${partnerSlug}/register`,
  recoverPassword: `/${partnerSlug}/recover-password`,
  newPassword: `/${partnerSlug}/new-password`,
  logout: `/${partnerSlug}/logout`,
});

/** Private routes under a tenant prefix (`/private`, `/be/private`, `/fr/private` …). */
export const privatePaths = (prefix: string) => ({
  prefix,
  inbox: (inbox: string = DEFAULT_INBOX) => `${prefix}/shipments/${inbox}`,
  shipmentDetails: (id: string) => `${prefix}/shipments/${encodeURIComponent(id)}/details`,
  checkoutEdit: (id: string) => `${prefix}/shipments/${encodeURIComponent(id)}/create`,
  checkoutStep: (step: string, id?: string) =>
    id
      ? `${prefix}/shipments/${encodeURIComponent(id)}/create/${step}`
      : `${prefix}/shipments/create/${step}`,
  /** The payment summary of a bulk order. */
  bulkSummary: (orderReference: string) =>
    `${prefix}/shipments/bulk/summary?order=${encodeURIComponent(orderReference)}`,
  error: `${prefix}/error`,
  /** Where connecting an OAuth integration starts (route table). */
  integrationStartFlow: (alias: string) =>
    `${prefix}/integrations/${encodeURIComponent(alias)}/activate/start-flow`,
  /** Where a marketplace sends the seller back after its consent page. */
  integrationCallback: (alias: string) =>
    `${prefix}/settings/integrations/${encodeURIComponent(alias)}/callback`,
  subscriptions: `${prefix}/subscriptions`,
  analytics: `${prefix}/analytics`,
  onboarding: (step?: string) => (step ? `${prefix}/onboarding/${step}` : `${prefix}/onboarding`),
  problems: `${prefix}/problems`,
  /** The new-ticket form of a loss or damage claim, pre-filled from the shipment's order (ADR 0029). */
  claimFromOrder: (ticketType: 'LOSS' | 'DAMAGE', shipmentReference: string) =>
    `${prefix}/support-center/new-ticket?${new URLSearchParams({ ticketType, shipmentReference, prefill: 'order' })}`,
  supportCenter: `${prefix}/support-center`,
  ticketDetails: (id: string) => `${prefix}/support-center/details/${encodeURIComponent(id)}`,
  supportConsole: `${prefix}/support-console`,
  /** Editors of branded templates sit under it: `${brandedEmailEditorBase}/label-created`. */
  brandedEmailEditorBase: `${prefix}/branded-emails`,
  brandedEmailDefault: `${prefix}/branded-emails/default`,
  newTicket: (ticketType?: string) =>
    `${prefix}/support-center/new-ticket${ticketType ? `?ticketType=${encodeURIComponent(ticketType)}` : ''}`,
  settings: {
    root: `${prefix}/settings`,
    billing: `${prefix}/settings/billing/transactions`,
    yourAccount: `${prefix}/settings/your-account`,
    privacy: `${prefix}/settings/privacy`,
    volumeDiscounts: `${prefix}/settings/volume-discounts`,
    ownContracts: `${prefix}/settings/own-contracts`,
    parcels: `${prefix}/settings/parcels`,
    products: `${prefix}/settings/products`,
    shippingRules: `${prefix}/settings/shipping-rules`,
    addresses: `${prefix}/settings/addresses/sender`,
    brandedEmails: `${prefix}/settings/branded-emails/email-templates`,
    apiKey: `${prefix}/settings/api-key`,
    webhooks: `${prefix}/settings/webhooks`,
    archiving: `${prefix}/settings/archiving`,
    integrations: (alias?: string) =>
      alias
        ? `${prefix}/settings/integrations/${encodeURIComponent(alias)}`
        : `${prefix}/settings/integrations`,
  },
});

export type PrivatePaths = ReturnType<typeof privatePaths>;

/** Paths under the prefix of the page being shown. */
export const usePrivatePaths = (): PrivatePaths => privatePaths(guessPrefix(useLocation().pathname));
