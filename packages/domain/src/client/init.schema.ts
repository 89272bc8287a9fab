import { z } from 'zod';
import { mapTilesSchema } from '../carriers/carriers.schema.ts';
import { capabilitiesSchema, clientFeatureSchema } from '../features/features.ts';
import { paymentMethodSchema } from '../payments/payments.schema.ts';
import { userSchema } from '../user/user.schema.ts';
import { clientSchema, clientTypeSchema } from './client.schema.ts';

/** Payment methods the sandbox gateway offers. */
export const AVAILABLE_PAYMENT_METHODS = [
  'creditcard3dsecure',
  'paypal',
  'bancontact',
  'directdebit',
] as const;

/** The tenant as the browser needs it: branding and switches. */
export const tenantInfoSchema = z.object({
  id: z.string(),
  partnerSlug: z.string(),
  brandName: z.string(),
  privatePrefix: z.string(),
  colors: z.object({ primary: z.string(), primaryDark: z.string(), accent: z.string() }),
  switches: z.object({
    subscriptions: z.boolean(),
    businessClientsOnly: z.boolean(),
    premiumCarriers: z.union([z.literal('all'), z.array(z.string())]),
    excludedPremiumCarriers: z.array(z.string()),
    showExclusivePrices: z.boolean(),
    cashOnDelivery: z.boolean(),
    thirdPartyPreferenceSources: z.array(z.string()),
    supportWidget: z.boolean(),
    maxShippingRules: z.number(),
    cancellationDays: z.number(),
    helpHiddenFor: z.array(clientTypeSchema),
  }),
  impressumUrl: z.string().optional(),
  poweredBy: z.string().optional(),
  notificationWidgetId: z.string().optional(),
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

/**
 * GET /init: what the browser loads once after login (user, client, tenant, features), with the
 * client's saved parcels and payment methods.
 */
export const initResponseSchema = z.object({
  client: clientSchema,
  user: userSchema,
  parcels: z.array(z.unknown()),
  paymentMethods: z.array(paymentMethodSchema),
  availablePaymentMethods: z.array(z.string()),
  features: z.array(clientFeatureSchema),
  capabilities: capabilitiesSchema,
  tenant: tenantInfoSchema,
  /** The map tile server the operator configured (`{z}/{x}/{y}` address) and its credit; null without one. */
  maps: mapTilesSchema,
  /** The operator's video CDN for the integrations' tutorial videos; null without one. */
  tutorialVideos: z.object({ baseUrl: z.string().nullable() }),
});
export type InitResponse = z.infer<typeof initResponseSchema>;
