import type { InitResponse } from '@shipdeck/domain/client/init.schema';
import { defaultCapabilities, defaultClientFeatures } from '@shipdeck/domain/features/features';
import type { PrintFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import { currentPrefix, getTenant, type TenantId } from '@shipdeck/domain/tenants/tenants';

/** Startup data as GET /init answers it, for a client of `tenantId`. */
export const buildInit = (
  options: {
    tenantId?: TenantId;
    dataProcessing?: boolean;
    language?: string;
    defaultPrintFormat?: PrintFormat;
  } = {},
): InitResponse => {
  const tenant = getTenant(options.tenantId ?? 'main')!;
  const policies = {
    dataProcessing: options.dataProcessing ?? true,
    marketingEmails: false,
    marketingCalls: false,
  };
  const clientId = '11111111-1111-4111-8111-111111111111';
  return {
    client: {
      id: clientId,
      tenantId: tenant.id,
      type: 'autonomous',
      taxId: '-',
      companyName: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      phoneNumberVerified: false,
      address: null,
      zipCode: null,
      city: null,
      alpha2Code: tenant.defaultCountry,
      language: (options.language ?? 'en-GB').replace('-', '_'),
      createdAt: '2026-01-01T00:00:00.000Z',
      allowDeferred: false,
      deferredPaymentBlocked: false,
      policies,
    },
    user: {
      id: '22222222-2222-4222-8222-222222222222',
      clientId,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: options.language ?? 'en-GB',
      defaultPrintFormat: options.defaultPrintFormat ?? '4x6',
      policies,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    parcels: [],
    paymentMethods: [],
    availablePaymentMethods: ['creditcard3dsecure', 'paypal'],
    features: defaultClientFeatures(tenant),
    capabilities: defaultCapabilities(tenant),
    tenant: {
      id: tenant.id,
      partnerSlug: tenant.partnerSlug,
      brandName: tenant.brandName,
      privatePrefix: currentPrefix(tenant),
      colors: tenant.colors,
      switches: tenant.switches,
      impressumUrl: tenant.impressumUrl,
      poweredBy: tenant.poweredBy,
      notificationWidgetId: tenant.notificationWidgetId,
    },
    maps: { tileUrl: null, attribution: '' },
    tutorialVideos: { baseUrl: null },
  };
};
