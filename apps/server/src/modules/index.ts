import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { billingClientRoutes } from './billing-client/billing-client.routes.ts';
import { carriersRoutes } from './carriers/carriers.routes.ts';
import { clientsRoutes } from './clients/clients.routes.ts';
import { customsRoutes } from './customs/customs.routes.ts';
import { featuresRoutes } from './features/features.routes.ts';
import { geoRoutes } from './geo/geo.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { parcelsRoutes } from './parcels/parcels.routes.ts';
import { paymentMethodsRoutes } from './payment-methods/payment-methods.routes.ts';
import { phoneVerificationRoutes } from './phone-verification/phone-verification.routes.ts';
import { pricingRoutes } from './pricing/pricing.routes.ts';
import { productsRoutes } from './products/index.ts';
import { recipientsRoutes } from './recipients/recipients.routes.ts';
import { bulkShipmentsRoutes } from './shipments/bulk.routes.ts';
import { shipmentsRoutes } from './shipments/shipments.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { warehousesRoutes } from './warehouses/warehouses.routes.ts';

/** Every API module, registered under /api/v1. Each module declares the access of its routes. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  clientsRoutes,
  usersRoutes,
  featuresRoutes,
  shipmentsRoutes,
  bulkShipmentsRoutes,
  warehousesRoutes,
  recipientsRoutes,
  parcelsRoutes,
  productsRoutes,
  carriersRoutes,
  geoRoutes,
  pricingRoutes,
  paymentMethodsRoutes,
  ordersRoutes,
  billingClientRoutes,
  phoneVerificationRoutes,
  customsRoutes,
];
