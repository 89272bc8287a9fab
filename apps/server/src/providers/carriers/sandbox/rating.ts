import type {
  Price,
  ProductPrice,
  Service,
  ServiceProducts,
} from '@shipdeck/domain/carriers/carriers.schema';
import { collectionDayFor } from '@shipdeck/domain/carriers/rules/collection-day';
import { estimateDeliveryDate } from '@shipdeck/domain/carriers/rules/estimated-delivery';
import { surchargeRisksOf } from '@shipdeck/domain/carriers/rules/surcharge-risk';
import { isCustomsRequired } from '@shipdeck/domain/customs/rules/customs-territory';
import { isRemoteZone, postalZoneOf } from '@shipdeck/domain/geo/postal-zones';
import { EMBARGOED_COUNTRIES, type RateZone, rateZoneOf, vatRateOf } from '@shipdeck/domain/geo/regions';
import { ownContractServiceIdOf } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import type { Package } from '@shipdeck/domain/parcels/parcel-rules';
import { purchasableTiers } from '@shipdeck/domain/pricing/rules/insurance';
import { canChoosePrintInStore } from '@shipdeck/domain/pricing/rules/print-in-store';
import { chargeWithVat } from '@shipdeck/domain/pricing/rules/vat';
import { serviceLabelOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type {
  CarrierOffer,
  RoutePlace,
  ServiceDescription,
  WeightCorrectionReport,
} from '../carrier-provider.ts';
import { isPublicHoliday } from './calendar.ts';
import type { CarrierDefinition, ServiceDefinition } from './catalogue.schema.ts';
import { planCollection } from './collection-dates.ts';
import { CONTRACT_TARIFF_PERCENT, isUnreachablePostcode } from './magic-values.ts';
import { compactPostcode } from './sandbox-text.ts';

/** Management fee per shipment (its own price line), before tax; waived by SKIP_MANAGEMENT_FEE. */
export const MANAGEMENT_FEE_CENTS = 49;
/** How many collection days a search result lists as `availableDates`. */
export const AVAILABLE_DATES_IN_SEARCH = 5;

export type Route = {
  from: RoutePlace & { zone: string };
  to: RoutePlace & { zone: string };
  rateZone: RateZone;
  customsRequired: boolean;
  isRemote: boolean;
};

export const routeOf = (from: RoutePlace, to: RoutePlace): Route => {
  const fromZone = postalZoneOf(from.country, compactPostcode(from.zip));
  const toZone = postalZoneOf(to.country, compactPostcode(to.zip));
  return {
    from: { ...from, zone: fromZone },
    to: { ...to, zone: toZone },
    rateZone: rateZoneOf(from.country, to.country),
    customsRequired: isCustomsRequired(
      { country: from.country, postcode: from.zip },
      { country: to.country, postcode: to.zip },
    ),
    isRemote: isRemoteZone(fromZone) || isRemoteZone(toZone),
  };
};

export const isCarrierOffered = (carrier: CarrierDefinition, offer: CarrierOffer) => {
  if (!carrier.isPremium) return true;
  if (offer.excludedPremiumCarriers.includes(carrier.id)) return false;
  return offer.premiumCarriers === 'all' || offer.premiumCarriers.includes(carrier.id);
};

/** Volumetric kilograms of a parcel: length × width × height (cm³) / divisor. */
export const volumetricWeight = (parcel: Package, divisor: number) =>
  (parcel.length * parcel.width * parcel.height) / divisor;

/** The weight a carrier charges: the heavier of actual and volumetric, rounded up to 100 g. */
export const chargeableWeight = (parcel: Package, divisor: number) =>
  Math.ceil(Math.max(parcel.weight, volumetricWeight(parcel, divisor)) * 10 - 1e-9) / 10;

/** Whether one parcel fits the service's limits of weight and size. */
export const fitsLimits = (parcel: Package, service: ServiceDefinition) => {
  const [longest, middle, shortest] = [parcel.length, parcel.width, parcel.height].sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  if (parcel.weight > service.maxWeightKg) return false;
  if (longest > service.maxLengthCm) return false;
  if (longest + 2 * middle + 2 * shortest > service.maxGirthCm) return false;
  if (service.maxBoxCm) {
    const box = [...service.maxBoxCm].sort((a, b) => b - a);
    if (longest > box[0]! || middle > box[1]! || shortest > box[2]!) return false;
  }
  return true;
};

const priceOfBase = (base: number, vatRate: number): Price => {
  const charge = chargeWithVat(base, vatRate);
  return { ...charge, currency: 'EUR', taxes: [{ percentage: vatRate, amount: charge.taxPrice }] };
};

const productPrice = (base: number, vatRate: number): ProductPrice => ({
  ...chargeWithVat(base, vatRate),
  currency: 'EUR',
});

const optional = (base: number | null, vatRate: number, isAllowed = true) =>
  base === null || !isAllowed
    ? { isEnabled: false, ...productPrice(0, vatRate) }
    : { isEnabled: true, ...productPrice(base, vatRate) };

const productsOf = (service: ServiceDefinition, vatRate: number, offer: CarrierOffer): ServiceProducts => {
  // Tiers at or under the free cover are never offered: they would sell less than the seller has.
  const tiers = purchasableTiers(service.insurance).map((tier) => ({
    coverage: tier.coverage,
    ...productPrice(tier.price, vatRate),
  }));
  const cod = service.products.cashOnDelivery;
  return {
    insurance: {
      isEnabled: tiers.length > 0,
      ...productPrice(tiers[0]?.basePrice ?? 0, vatRate),
      baseCoverage: service.insurance.baseCoverage,
      tiers,
    },
    adultSignature: optional(service.products.adultSignature, vatRate),
    additionalHandling: optional(service.products.additionalHandling, vatRate),
    proofOfDelivery: optional(service.products.proofOfDelivery, vatRate),
    cashOnDelivery: {
      ...optional(cod?.price ?? null, vatRate, offer.cashOnDelivery),
      maxAmount: cod && offer.cashOnDelivery ? cod.maxAmount : 0,
    },
  };
};

export type RatingRequest = {
  carrier: CarrierDefinition;
  service: ServiceDefinition;
  route: Route;
  packages: readonly Package[];
  offer: CarrierOffer;
  now: Date;
  /** The collection day the seller chose; the delivery estimate counts from it. */
  collectionDate?: string;
  /** Rated on the seller's own contract: the contract tariff, under the own-contract id. */
  onContract?: boolean;
};

/** Why a service cannot carry these parcels on this route; null when it can. */
export const exclusionOf = (request: Omit<RatingRequest, 'offer' | 'now'>): string | null => {
  const { carrier, service, route, packages } = request;
  if (!service.origins.includes(route.from.country)) return 'origin';
  if (EMBARGOED_COUNTRIES.has(route.to.country) || isUnreachablePostcode(route.to.zip)) return 'destination';
  if (service.destinations && !service.destinations.includes(route.to.country)) return 'destination';
  if (!service.prices[route.rateZone]) return 'zone';
  if (route.isRemote && service.remoteAreaSurcharge === null) return 'remote-area';
  if (route.customsRequired && service.customs === 'none') return 'customs';
  for (const parcel of packages) {
    if (!fitsLimits(parcel, service)) return 'parcel-limits';
    const weight = chargeableWeight(parcel, service.volumetricDivisor ?? carrier.volumetricDivisor);
    if (weight > service.weightBandsKg.at(-1)!) return 'parcel-weight-band';
  }
  return null;
};

/** The delivery day expected from a collection date on a route, with the destination's holidays. */
export const deliveryEstimateOf = (route: Route, collectionDate: string | undefined, transitHours: number) =>
  estimateDeliveryDate({
    collectionDate,
    transitHours,
    isHoliday: (date) => isPublicHoliday(route.to.country, date),
  });

/** What a service is, whatever the route: the search lists it so and a draft keeps it so. */
export const describeService = (options: {
  carrier: CarrierDefinition;
  service: ServiceDefinition;
  offer: CarrierOffer;
  onContract?: boolean;
}): ServiceDescription => {
  const { carrier, service, offer } = options;
  return {
    id: options.onContract ? ownContractServiceIdOf(service.id) : service.id,
    carrierId: carrier.id,
    carrierName: carrier.name,
    name: serviceLabelOf({ carrierName: carrier.name, name: service.name }),
    serviceName: service.name,
    logoId: carrier.logoId,
    dropOff: { origin: service.atOrigin === 'dropoff', destination: service.delivery === 'pickup-point' },
    hasPrintInStore: canChoosePrintInStore({
      hasPrintInStore: service.printInStore,
      canPrintInStore: offer.printInStore,
    }),
  };
};

/** Prices one service for a route and parcels; null when the service does not take them. */
export const rateService = (request: RatingRequest): Service | null => {
  const { carrier, service, route, packages, offer, now } = request;
  if (exclusionOf(request) !== null) return null;
  const divisor = service.volumetricDivisor ?? carrier.volumetricDivisor;
  const zonePrices = service.prices[route.rateZone]!;
  let base = 0;
  let totalChargeable = 0;
  for (const parcel of packages) {
    const weight = chargeableWeight(parcel, divisor);
    totalChargeable += weight;
    const band = service.weightBandsKg.findIndex((limit) => weight <= limit);
    base += zonePrices[band]!;
    if (route.isRemote) base += service.remoteAreaSurcharge ?? 0;
  }
  const onContract = request.onContract === true;
  if (onContract) base = Math.round((base * CONTRACT_TARIFF_PERCENT) / 100);
  const vatRate = vatRateOf(route.from.country);
  const price = priceOfBase(base, vatRate);
  const margin = Math.round((base * service.subscriberMarginPercent) / 100);
  const transit = service.transit[route.rateZone]!;
  const plan = planCollection({ carrier, service, from: route.from, now, count: AVAILABLE_DATES_IN_SEARCH });
  const availableDates = plan.dates.map((day) => day.date);
  return {
    ...describeService({ carrier, service, offer, onContract }),
    category: service.category,
    isOwnContract: onContract,
    isPremium: carrier.isPremium,
    zone: route.rateZone,
    isCollection: service.atOrigin === 'collection',
    isDeliveryToPickupPoint: service.delivery === 'pickup-point',
    transit: { hours: transit.hours, days: Math.ceil(transit.hours / 24), guaranteed: transit.guaranteed },
    transitHours: transit.hours,
    firstCollectionDate: availableDates[0] ?? '',
    estimatedDeliveryDate: deliveryEstimateOf(
      route,
      collectionDayFor({ availableDates, chosenDate: request.collectionDate }),
      transit.hours,
    ),
    availableDates,
    cutoffTime: service.cutoffTime,
    customsRequired: route.customsRequired,
    hasPaperlessCustoms: route.customsRequired && service.customs === 'paperless',
    printInStoreDefault: service.printInStoreDefault,
    chargeableWeight: Math.round(totalChargeable * 1000) / 1000,
    price,
    // The contract price is the seller's own: no subscriber price beside it.
    ...(offer.showExclusivePrices && !onContract
      ? { exclusivePrice: priceOfBase(base - margin, vatRate) }
      : {}),
    managementFee: productPrice(offer.skipManagementFee ? 0 : MANAGEMENT_FEE_CENTS, vatRate),
    products: productsOf(service, vatRate, offer),
    tags: onContract ? [] : [{ type: 'SUBSCRIBER_MARGIN', amount: margin, currency: 'EUR' }],
    isThirdPartyPreference: false,
    surchargeRisks: surchargeRisksOf({
      packages,
      volumetricDivisor: divisor,
      limits: service,
      priceOfWeight: (kilograms) => {
        const band = service.weightBandsKg.findIndex((limit) => kilograms <= limit);
        return band === -1 ? null : zonePrices[band]!;
      },
      handlingFee: service.products.additionalHandling,
    }).map((risk) => ({
      ...risk,
      // On a contract the carrier bills the contract tariff, surcharges included.
      extraCost: productPrice(
        onContract ? Math.round((risk.extraCost * CONTRACT_TARIFF_PERCENT) / 100) : risk.extraCost,
        vatRate,
      ),
    })),
  };
};

/**
 * The sandbox carrier's hub measure of a collected shipment: a parcel declared lighter than its
 * volumetric weight (by the carrier's divisor) is billed at that weight, rounded up to 100 g, and the
 * correction costs the difference of the two weights' price bands on the route (at the contract tariff
 * on the seller's own contract). A volumetric weight within 100 g of the declared one is no correction.
 * Deterministic: the same shipment always measures the same.
 */
export const reweighOf = (request: {
  carrier: CarrierDefinition;
  service: ServiceDefinition;
  route: Route;
  parcels: readonly Package[];
  onContract: boolean;
}): WeightCorrectionReport | null => {
  const { carrier, service, route, parcels } = request;
  const divisor = service.volumetricDivisor ?? carrier.volumetricDivisor;
  const zonePrices = service.prices[route.rateZone];
  const priceOf = (kilograms: number) => {
    const band = service.weightBandsKg.findIndex((limit) => kilograms <= limit);
    return band === -1 ? null : (zonePrices?.[band] ?? null);
  };
  let declaredKg = 0;
  let measuredKg = 0;
  let extraCost = 0;
  let isCorrected = false;
  for (const parcel of parcels) {
    const declared = Math.ceil(parcel.weight * 10 - 1e-9) / 10;
    const measured = chargeableWeight(parcel, divisor);
    declaredKg += parcel.weight;
    measuredKg += Math.max(parcel.weight, measured);
    if (measured <= declared) continue;
    isCorrected = true;
    const [measuredPrice, declaredPrice] = [priceOf(measured), priceOf(declared)];
    if (measuredPrice !== null && declaredPrice !== null)
      extraCost += Math.max(0, measuredPrice - declaredPrice);
  }
  if (!isCorrected) return null;
  return {
    carrierId: carrier.id,
    declaredKg: Math.round(declaredKg * 1000) / 1000,
    measuredKg: Math.round(measuredKg * 1000) / 1000,
    extraCost: request.onContract ? Math.round((extraCost * CONTRACT_TARIFF_PERCENT) / 100) : extraCost,
  };
};
