import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentPriceDetails } from '@shipdeck/domain/pricing/pricing.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

const price = (total: number) => ({
  basePrice: Math.round(total / 1.21),
  taxPrice: total - Math.round(total / 1.21),
  totalPrice: total,
  currency: 'EUR' as const,
  taxes: [{ percentage: 21, amount: total - Math.round(total / 1.21) }],
});

/** A draft as GET /shipments/:reference shows it. */
export const aDraft = (
  overrides: { reference?: string; step?: string; data?: Partial<ShipmentView['data']> } = {},
): ShipmentView => ({
  reference: overrides.reference ?? 'SD26DRAFT0001',
  state: 'AWAITING_COMPLETION',
  displayStatus: 'awaiting-completion',
  step: overrides.step ?? 'SEARCH_INFO',
  inboxes: ['ALL', 'PENDING', 'DRAFT'],
  actions: { canBePurchased: false, canDownloadLabels: false, canSelectPrintInStore: false },
  data: {
    source: 'PRO',
    from: { alpha2Code: 'ES', zipCode: '28001' },
    to: { alpha2Code: 'ES', zipCode: '08001' },
    parcels: [{ weight: 2, length: 30, width: 20, height: 10 }],
    service: null,
    content: {},
    currency: 'EUR',
    price: null,
    collection: { date: null },
    dropoffPointId: null,
    estimatedDeliveryDate: null,
    shipmentCustomReference: null,
    hasCustoms: false,
    orderDate: null,
    trackings: [],
    trackingUrl: null,
    labelDownloaded: false,
    isObfuscated: false,
    isArchived: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides.data,
  },
});

export const aServiceSnapshot = (overrides: Partial<NonNullable<ShipmentView['data']['service']>> = {}) => ({
  id: 'seur-standard',
  carrierId: 'seur',
  carrierName: 'SEUR',
  name: 'SEUR Standard',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
  transitHours: 24,
  ...overrides,
});

export const product = (isEnabled: boolean, basePrice = 0) => ({
  isEnabled,
  basePrice,
  taxPrice: 0,
  totalPrice: basePrice,
  currency: 'EUR' as const,
});

/** A service as GET /services lists it. */
export const aService = (overrides: Partial<Service> & { total?: number } = {}): Service => {
  const { total = 990, ...rest } = overrides;
  return {
    id: 'seur-standard',
    carrierId: 'seur',
    carrierName: 'SEUR',
    name: 'SEUR Standard',
    serviceName: 'Standard',
    logoId: 'seur',
    category: 'standard',
    isOwnContract: false,
    isPremium: false,
    zone: 'DOMESTIC',
    dropOff: { origin: false, destination: false },
    isCollection: true,
    isDeliveryToPickupPoint: false,
    transit: { hours: 24, days: 1, guaranteed: false },
    transitHours: 24,
    firstCollectionDate: '2026-03-02',
    estimatedDeliveryDate: '2026-03-03',
    availableDates: ['2026-03-02', '2026-03-03'],
    cutoffTime: '12:00',
    customsRequired: false,
    hasPaperlessCustoms: true,
    hasPrintInStore: false,
    printInStoreDefault: false,
    chargeableWeight: 2,
    price: price(total),
    managementFee: { basePrice: 0, taxPrice: 0, totalPrice: 0, currency: 'EUR' },
    products: {
      insurance: {
        ...product(true, 150),
        baseCoverage: 5000,
        tiers: [{ ...product(true, 150), coverage: 50_000 }],
      },
      adultSignature: product(false),
      additionalHandling: product(false),
      proofOfDelivery: product(false),
      cashOnDelivery: { ...product(false), maxAmount: 0 },
    },
    tags: [],
    isThirdPartyPreference: false,
    ...rest,
  } as Service;
};

/** GET /shipments/:reference/products for one shipment. */
export const aPrice = (
  overrides: {
    reference?: string;
    total?: number;
    allowsVoucher?: boolean;
    voucher?: string | null;
    available?: Partial<ShipmentPriceDetails['availableProducts']>;
    selection?: Partial<ShipmentPriceDetails['selection']>;
  } = {},
) => {
  const total = overrides.total ?? 1210;
  const details: ShipmentPriceDetails = {
    reference: overrides.reference ?? 'SD26DRAFT0001',
    serviceId: 'seur-standard',
    isOwnContract: false,
    price: { ...price(total), taxes: [{ percentage: 21 }] },
    products: {
      porterage: { basePrice: 1000, taxPrice: 210, totalPrice: 1210, currency: 'EUR', quantity: 1 },
      insurance: { basePrice: 0, taxPrice: 0, totalPrice: 0, currency: 'EUR', quantity: 0 },
    } as ShipmentPriceDetails['products'],
    availableProducts: {
      insurance: { ...product(false), baseCoverage: 0, tiers: [] },
      adultSignature: product(false),
      additionalHandling: product(false),
      proofOfDelivery: product(false),
      cashOnDelivery: { ...product(false), maxAmount: 0 },
      printInStore: { available: false, isDefault: false },
      allowsVoucher: overrides.allowsVoucher ?? false,
      ...overrides.available,
    },
    selection: {
      insurance: { option: 'NO_INSURANCE', value: null, coverage: 0 },
      adultSignature: false,
      additionalHandling: false,
      proofOfDelivery: false,
      printInStore: false,
      cashOnDelivery: null,
      voucher: overrides.voucher ?? null,
      ...overrides.selection,
    },
  };
  return { shipmentsPriceDetails: [details], totalPrice: details.price };
};

/** Stored invoicing details (GET /billing-client) of a self-employed seller in London. */
export const aBillingClient = () => ({
  type: 'autonomous',
  companyName: null,
  taxId: '12345678Z',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 7911 123456',
  address: '1 Mayfair',
  address2: null,
  location: 'London',
  zipCode: 'W1K 1AA',
  state: null,
  country: 'GB',
  eoriNumber: null,
  vatNumber: null,
  iossNumber: null,
});
