import type { FastifyPluginAsync } from 'fastify';
import type { Providers } from '../providers/configured-providers.ts';
import { accountRoutes } from './account/index.ts';
import { analyticsRoutes } from './analytics/index.ts';
import { apiKeysRoutes } from './api-keys/index.ts';
import { archivingRoutes } from './archiving/index.ts';
import { authRoutes } from './auth/index.ts';
import { billingClientRoutes } from './billing-client/index.ts';
import {
  brandedEmailsRoutes,
  buyerBrandOf,
  queueLabelCreatedEmail,
  queueMilestoneEmail,
} from './branded-emails/index.ts';
import { type BuyerTrackingDependencies, buyerTrackingRoutes } from './buyer-tracking/index.ts';
import { carriersRoutes } from './carriers/index.ts';
import { clientsRoutes } from './clients/index.ts';
import { csvImportRoutes } from './csv-import/index.ts';
import { customsRoutes, findDeclaredGoods } from './customs/index.ts';
import { featuresRoutes } from './features/index.ts';
import { geoRoutes } from './geo/index.ts';
import { integrationsRoutes, queueMarketplaceOrderShipped } from './integrations/index.ts';
import { invoicesRoutes } from './invoices/index.ts';
import { onTimeRoutes } from './on-time/index.ts';
import { onboardingRoutes } from './onboarding/index.ts';
import {
  findShipmentExtras,
  type OrderProviders,
  ordersRoutes,
  queueBulkLabelsReadyMail,
  refundCanceledShipment,
} from './orders/index.ts';
import { getBookingContract, type OwnContractsProviders, ownContractsRoutes } from './own-contracts/index.ts';
import { pageViewsRoutes } from './page-views/index.ts';
import { parcelsRoutes } from './parcels/index.ts';
import { type PaymentMethodsProviders, paymentMethodsRoutes } from './payment-methods/index.ts';
import { type PhoneVerificationProviders, phoneVerificationRoutes } from './phone-verification/index.ts';
import { pickupsRoutes } from './pickups/index.ts';
import { pricingRoutes } from './pricing/index.ts';
import { problemsRoutes } from './problems/index.ts';
import { productsRoutes } from './products/index.ts';
import { recipientsRoutes } from './recipients/index.ts';
import { sellerMailsRoutes } from './seller-mails/index.ts';
import { bulkShipmentsRoutes, type ShipmentsDependencies, shipmentsRoutes } from './shipments/index.ts';
import { shippingRulesRoutes } from './shipping-rules/index.ts';
import { type SubscriptionsProviders, subscriptionsRoutes } from './subscriptions/index.ts';
import { followCancellationAnswer, supportRoutes } from './support/index.ts';
import { transactionsRoutes } from './transactions/index.ts';
import { usersRoutes } from './users/index.ts';
import { volumeDiscountsRoutes } from './volume-discounts/index.ts';
import { warehousesRoutes } from './warehouses/index.ts';
import { type WebhookDependencies, webhooksRoutes } from './webhooks/index.ts';

/** What shipments uses of the modules built on it, handed in here so that it never imports them. */
const shipmentsModule =
  ({ carriers }: Providers): FastifyPluginAsync =>
  async (app) => {
    const { config } = app;
    await app.register(shipmentsRoutes, {
      carriers,
      findDeclaredGoods,
      findShipmentExtras,
      refundCanceledShipment,
      cancellationAnswered: followCancellationAnswer,
      findBookingContract: (db, input) => getBookingContract(db, { ...input, config }),
      // A label made: the buyer's e-mail, the marketplace the order came from is told it shipped, and
      // the seller is mailed when it was the last label of a bulk order.
      labelCreated: async (tx, input) => {
        await queueLabelCreatedEmail(tx, input);
        await queueMarketplaceOrderShipped(tx, input);
        await queueBulkLabelsReadyMail(tx, input);
      },
      labelFailed: queueBulkLabelsReadyMail,
      trackingMoved: queueMilestoneEmail,
    } satisfies ShipmentsDependencies);
  };

/**
 * Every API module, registered under /api/v1, given the outside parties it deals with. The providers are
 * chosen where the app is built and handed in here, so a module never reaches for one. Each module
 * declares the access of its routes.
 */
export const apiModulesOf = (providers: Providers, webhooks: WebhookDependencies): FastifyPluginAsync[] => {
  const { carriers, gateway, sms } = providers;
  const withOptions =
    <TOptions extends Record<string, unknown>>(
      plugin: FastifyPluginAsync<TOptions>,
      options: TOptions,
    ): FastifyPluginAsync =>
    async (app) => {
      await app.register(plugin, options);
    };
  return [
    sellerMailsRoutes,
    authRoutes,
    accountRoutes,
    clientsRoutes,
    usersRoutes,
    featuresRoutes,
    shipmentsModule(providers),
    withOptions(bulkShipmentsRoutes, { carriers, findShipmentExtras }),
    withOptions(csvImportRoutes, { carriers }),
    warehousesRoutes,
    recipientsRoutes,
    parcelsRoutes,
    withOptions(shippingRulesRoutes, { carriers }),
    productsRoutes,
    withOptions(carriersRoutes, { carriers }),
    withOptions(ownContractsRoutes, { carriers } satisfies OwnContractsProviders),
    withOptions(geoRoutes, { carriers }),
    withOptions(pricingRoutes, { carriers, findShipmentExtras }),
    withOptions(pickupsRoutes, { carriers, findShipmentExtras }),
    withOptions(paymentMethodsRoutes, { gateway } satisfies PaymentMethodsProviders),
    withOptions(ordersRoutes, { carriers, gateway } satisfies OrderProviders),
    billingClientRoutes,
    transactionsRoutes,
    invoicesRoutes,
    withOptions(phoneVerificationRoutes, { sms } satisfies PhoneVerificationProviders),
    withOptions(customsRoutes, { findShipmentExtras }),
    analyticsRoutes,
    withOptions(archivingRoutes, { findShipmentExtras }),
    withOptions(subscriptionsRoutes, { gateway } satisfies SubscriptionsProviders),
    volumeDiscountsRoutes,
    onboardingRoutes,
    apiKeysRoutes,
    withOptions(webhooksRoutes, { webhooks }),
    brandedEmailsRoutes,
    withOptions(buyerTrackingRoutes, { carriers, brandOf: buyerBrandOf } satisfies BuyerTrackingDependencies),
    withOptions(integrationsRoutes, { carriers }),
    withOptions(supportRoutes, { findShipmentExtras }),
    problemsRoutes,
    pageViewsRoutes,
    onTimeRoutes,
  ];
};
