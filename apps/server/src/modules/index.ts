import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { billingClientRoutes } from './billing-client/index.ts';
import { carriersRoutes } from './carriers/index.ts';
import { clientsRoutes } from './clients/index.ts';
import { customsRoutes } from './customs/index.ts';
import { featuresRoutes } from './features/index.ts';
import { geoRoutes } from './geo/index.ts';
import { ordersRoutes } from './orders/index.ts';
import { parcelsRoutes } from './parcels/index.ts';
import { paymentMethodsRoutes } from './payment-methods/index.ts';
import { phoneVerificationRoutes } from './phone-verification/index.ts';
import { pricingRoutes } from './pricing/index.ts';
import { productsRoutes } from './products/index.ts';
import { recipientsRoutes } from './recipients/index.ts';
import { bulkShipmentsRoutes, shipmentsRoutes } from './shipments/index.ts';
import { usersRoutes } from './users/index.ts';
import { warehousesRoutes } from './warehouses/index.ts';

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
