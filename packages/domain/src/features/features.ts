import { z } from 'zod';
import type { Tenant } from '../tenants/tenants.ts';
import { ClientFeatureName, FeatureSource } from './feature-names.ts';

export { ClientFeatureName, FeatureSource, isFeatureUsable, needsSubscription } from './feature-names.ts';

export const CLIENT_FEATURE_NAMES = Object.values(ClientFeatureName) as ClientFeatureName[];
export const clientFeatureNameSchema = z.enum(
  CLIENT_FEATURE_NAMES as [ClientFeatureName, ...ClientFeatureName[]],
);

export const featureSourceSchema = z.enum(
  Object.values(FeatureSource) as [FeatureSource, ...FeatureSource[]],
);

export const behaviourPropertiesSchema = z.record(z.string().max(100), z.unknown());

export const clientFeatureSchema = z.object({
  featureName: clientFeatureNameSchema,
  source: featureSourceSchema,
  enabled: z.boolean(),
  behaviourProperties: behaviourPropertiesSchema,
});
export type ClientFeature = z.infer<typeof clientFeatureSchema>;

/** Capability flags, per client: what this client may do or see. */
export const CapabilityName = {
  CanChangePassword: 'canChangePassword',
  ShowLanguageSelector: 'showLanguageSelector',
  AllowMarketingCalls: 'allowMarketingCalls',
  VolumeDiscounts: 'volumeDiscounts',
  UserCanGenerateApiKey: 'userCanGenerateApiKey',
  SupportWidgetEnabled: 'supportWidgetEnabled',
  TalkEnabled: 'talkEnabled',
  VipUser: 'vipUser',
  NewOnboarding: 'newOnboarding',
  InternalTicketDetails: 'internalTicketDetails',
  /** The tenant subscription flag: plan selection and the call-agent button. */
  SubscriptionsEnabled: 'subscriptionsEnabled',
  /** The user may have labels printed at the drop-off point (where the service offers it). */
  PrintInStore: 'printInStore',
  /** The one-time-code status: a phone verified by SMS code is asked before paying. */
  OneTimeCode: 'oneTimeCode',
  /** The header's connect-shop button. */
  ConnectToEshop: 'connectToEshop',
  /** On a tenant with subscriptions: the new-shipment button for a client without one. */
  NewShipmentWithoutSubscription: 'newShipmentWithoutSubscription',
} as const;
export type CapabilityName = (typeof CapabilityName)[keyof typeof CapabilityName];
export const CAPABILITY_NAMES = Object.values(CapabilityName) as CapabilityName[];
export const capabilityNameSchema = z.enum(CAPABILITY_NAMES as [CapabilityName, ...CapabilityName[]]);

export const capabilitiesSchema = z.object(
  Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, z.boolean()])) as Record<
    CapabilityName,
    z.ZodBoolean
  >,
);
export type Capabilities = Record<CapabilityName, boolean>;

/** PUT /client/features/:featureName. Omitted fields keep their current value. */
export const updateClientFeatureRequestSchema = z
  .object({
    enabled: z.boolean(),
    behaviourProperties: behaviourPropertiesSchema.optional(),
    source: featureSourceSchema.optional(),
  })
  .strict();
export type UpdateClientFeatureRequest = z.infer<typeof updateClientFeatureRequestSchema>;

/** PUT /client/capabilities/:capabilityName. */
export const updateCapabilityRequestSchema = z.object({ enabled: z.boolean() }).strict();
export type UpdateCapabilityRequest = z.infer<typeof updateCapabilityRequestSchema>;

/**
 * Payload of the feature-behaviour-upsert event: the client's whole new state, so the browser
 * replaces its cached features and capabilities without refetching.
 */
export const featureBehaviourUpsertPayloadSchema = z.object({
  features: z.array(clientFeatureSchema),
  capabilities: capabilitiesSchema,
});
export type FeatureBehaviourUpsertPayload = z.infer<typeof featureBehaviourUpsertPayloadSchema>;

export const debugAvailabilitySchema = z.object({ available: z.boolean() });

const SUBSCRIPTION_FEATURES: ClientFeatureName[] = [
  ClientFeatureName.VipSupport,
  ClientFeatureName.SkipManagementFee,
  ClientFeatureName.BrandedEmails,
  ClientFeatureName.OwnContract,
];

/**
 * A client's features before any per-client change. On a tenant with the subscription model the
 * four subscription features are on but need a subscription; elsewhere branded e-mails and own
 * contracts come with the tenant and VIP support and the fee waiver are off. The three flags
 * follow the tenant's switches.
 */
export const defaultClientFeatures = (tenant: Tenant): ClientFeature[] => {
  const { switches } = tenant;
  const subscriptionFeatures = SUBSCRIPTION_FEATURES.map((featureName) =>
    switches.subscriptions
      ? { featureName, source: FeatureSource.Subscription, enabled: true, behaviourProperties: {} }
      : {
          featureName,
          source: FeatureSource.Tenant,
          enabled:
            featureName === ClientFeatureName.BrandedEmails || featureName === ClientFeatureName.OwnContract,
          behaviourProperties: {},
        },
  );
  return [
    ...subscriptionFeatures,
    {
      featureName: ClientFeatureName.UserAnalytics,
      source: FeatureSource.Default,
      enabled: true,
      behaviourProperties: {},
    },
    {
      featureName: ClientFeatureName.AvailablePremiumCarriers,
      source: FeatureSource.Tenant,
      enabled: switches.premiumCarriers === 'all' || switches.premiumCarriers.length > 0,
      behaviourProperties: {
        carriers: switches.premiumCarriers,
        excludedCarriers: switches.excludedPremiumCarriers,
      },
    },
    {
      featureName: ClientFeatureName.ShowExclusivePrices,
      source: FeatureSource.Tenant,
      enabled: switches.showExclusivePrices,
      behaviourProperties: {},
    },
    {
      featureName: ClientFeatureName.CashOnDeliveryServices,
      source: FeatureSource.Tenant,
      enabled: switches.cashOnDelivery,
      behaviourProperties: {},
    },
  ];
};

/** Tenants whose one-time-code status is active (the payments company verifies its sellers' phones). */
const ONE_TIME_CODE_TENANTS: readonly string[] = ['payments'];

/** A client's capability flags before any per-client change. */
export const defaultCapabilities = (tenant: Tenant): Capabilities => ({
  canChangePassword: true,
  showLanguageSelector: true,
  allowMarketingCalls: true,
  volumeDiscounts: true,
  userCanGenerateApiKey: true,
  supportWidgetEnabled: tenant.switches.supportWidget,
  talkEnabled: true,
  vipUser: false,
  newOnboarding: true,
  internalTicketDetails: true,
  subscriptionsEnabled: tenant.switches.subscriptions,
  printInStore: true,
  oneTimeCode: ONE_TIME_CODE_TENANTS.includes(tenant.id),
  connectToEshop: true,
  newShipmentWithoutSubscription: true,
});
