import {
  AVAILABLE_PAYMENT_METHODS,
  type InitResponse,
  type TenantInfo,
} from '@shipdeck/domain/client/init.schema';
import { currentPrefix, getTenant, type Tenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { getClient } from '../clients/index.ts';
import { findClientFeatures, getClientCapabilities } from '../features/index.ts';
import { findParcels } from '../parcels/index.ts';
import { findPaymentMethods } from '../payment-methods/index.ts';
import { getUser } from '../users/index.ts';

const toTenantInfo = (tenant: Tenant): TenantInfo => ({
  id: tenant.id,
  partnerSlug: tenant.partnerSlug,
  brandName: tenant.brandName,
  privatePrefix: currentPrefix(tenant),
  colors: tenant.colors,
  switches: tenant.switches,
  ...(tenant.impressumUrl ? { impressumUrl: tenant.impressumUrl } : {}),
  ...(tenant.poweredBy ? { poweredBy: tenant.poweredBy } : {}),
  ...(tenant.notificationWidgetId ? { notificationWidgetId: tenant.notificationWidgetId } : {}),
});

/** Startup data of the shell: the client, its user, saved parcels and payment methods, features, tenant. */
export const getInit = async (
  db: Db,
  scope: { clientId: string; userId: string; tenantId: string },
  operator: Pick<InitResponse, 'maps' | 'tutorialVideos'>,
): Promise<InitResponse> => {
  const tenant = getTenant(scope.tenantId);
  if (!tenant) throw new Error(`Unknown tenant ${scope.tenantId}`);
  return {
    client: await getClient(db, scope),
    user: await getUser(db, scope),
    parcels: await findParcels(db, scope),
    paymentMethods: await findPaymentMethods(db, scope.clientId),
    availablePaymentMethods: [...AVAILABLE_PAYMENT_METHODS],
    features: await findClientFeatures(db, scope),
    capabilities: await getClientCapabilities(db, scope),
    tenant: toTenantInfo(tenant),
    ...operator,
  };
};
