import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { routePlaceOf } from '@shipdeck/domain/geo/postcode-formats';
import type { ShipmentPriceDetails, ShipmentProductsInput } from '@shipdeck/domain/pricing/pricing.schema';
import { isCashOnDeliveryCounted } from '@shipdeck/domain/pricing/rules/cash-on-delivery';
import { defaultInsuranceOption, quoteInsurance } from '@shipdeck/domain/pricing/rules/insurance';
import { canChoosePrintInStore, isPrintInStoreApplied } from '@shipdeck/domain/pricing/rules/print-in-store';
import { priceShipment } from '@shipdeck/domain/pricing/rules/shipment-price';
import { vatRateOf } from '@shipdeck/domain/pricing/rules/vat';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierOffer, CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { findShipmentsByReferences, type ShipmentRow } from '../shipments/index.ts';
import { pricingRepository } from './pricing.repository.ts';
import type { VoucherRow } from './pricing.tables.ts';
import { toVoucher, voucherAppliesTo } from './voucher-rules.ts';
import { remainingUsesOf } from './voucher-uses.ts';

export const PricingMessage = {
  noService: 'pricing.error.no-service',
  incomplete: 'pricing.error.incomplete-shipment',
} as const;

export type PricedShipment = {
  row: ShipmentRow;
  service: Service;
  details: ShipmentPriceDetails;
  voucher: VoucherRow | null;
};

const missingProduct = (reference: string, messageKey: string) =>
  new AppError({ code: 'MissingCarrierProduct', status: 422, messageKey, details: { reference } });

/** Re-rates the shipment's service for its route and parcels: the carrier's price, never the browser's. */
export const rateShipmentService = (
  carriers: CarrierProvider,
  row: ShipmentRow,
  offer: CarrierOffer,
  now: Date,
  cache: Map<string, Service | null> = new Map(),
): Service => {
  if (!row.service) throw missingProduct(row.reference, PricingMessage.noService);
  const from = routePlaceOf(row.fromAddress);
  const to = routePlaceOf(row.toAddress);
  if (!from || !to || row.parcels.length === 0)
    throw missingProduct(row.reference, PricingMessage.incomplete);
  const packages = row.parcels.map(({ weight, length, width, height }) => ({
    weight,
    length,
    width,
    height,
  }));
  const key = JSON.stringify([row.service.id, from, to, packages]);
  let service = cache.get(key);
  if (service === undefined) {
    service =
      carriers.searchServices({ from, to, packages, offer, now, serviceId: row.service.id })[0] ?? null;
    cache.set(key, service);
  }
  if (!service || service.id !== row.service.id)
    throw missingProduct(row.reference, 'carrier.error.service-not-offered');
  return service;
};

/** One shipment's price from its rated service and the extras chosen (defaults filled in). */
export const priceOfShipment = (options: {
  row: ShipmentRow;
  service: Service;
  selection: Omit<ShipmentProductsInput, 'voucher'>;
  voucher: VoucherRow | null;
  allowsVoucher: boolean;
  /** The user's print-in-store capability. */
  canPrintInStore: boolean;
}): ShipmentPriceDetails => {
  const { row, service, selection, voucher, allowsVoucher } = options;
  const printInStore = {
    hasPrintInStore: service.hasPrintInStore,
    printInStoreDefault: service.printInStoreDefault,
    canPrintInStore: options.canPrintInStore,
  };
  const products = service.products;
  const insuranceProduct = {
    isEnabled: products.insurance.isEnabled,
    basePrice: products.insurance.basePrice,
    baseCoverage: products.insurance.baseCoverage,
    tiers: products.insurance.tiers,
  };
  const insuredValue = selection.insurance?.value ?? row.content.value;
  const chosenOption = selection.insurance?.option ?? defaultInsuranceOption(products.insurance.baseCoverage);
  let quote = quoteInsurance(insuranceProduct, { option: chosenOption, value: insuredValue });
  // A stored choice the new route or value no longer allows falls back to the default, priced 0.
  if (!quote.ok)
    quote = quoteInsurance(insuranceProduct, {
      option: defaultInsuranceOption(products.insurance.baseCoverage),
    });
  const insurance = quote.ok ? quote : { option: 'NO_INSURANCE' as const, coverage: 0, basePrice: 0 };
  const pick = (isChosen: boolean | undefined, product: { isEnabled: boolean; basePrice: number }) =>
    isChosen && product.isEnabled ? product.basePrice : null;
  const cod =
    selection.cashOnDelivery &&
    isCashOnDeliveryCounted(selection.cashOnDelivery) &&
    products.cashOnDelivery.isEnabled
      ? selection.cashOnDelivery
      : null;
  const appliedVoucher = voucher && allowsVoucher ? voucher : null;
  const result = priceShipment({
    vatRate: vatRateOf(service.price),
    porterage: service.price.basePrice,
    managementFee: service.managementFee.basePrice,
    extras: {
      insurance: insurance.basePrice > 0 ? insurance.basePrice : null,
      adultSignature: pick(selection.adultSignature, products.adultSignature),
      additionalHandling: pick(selection.additionalHandling, products.additionalHandling),
      proofOfDelivery: pick(selection.proofOfDelivery, products.proofOfDelivery),
      cashOnDelivery: cod ? products.cashOnDelivery.basePrice : null,
    },
    voucher: appliedVoucher ? toVoucher(appliedVoucher) : null,
  });
  return {
    reference: row.reference,
    serviceId: service.id,
    isOwnContract: service.isOwnContract,
    price: result.price,
    products: result.products,
    availableProducts: {
      ...products,
      printInStore: {
        available: canChoosePrintInStore(printInStore),
        isDefault: service.printInStoreDefault,
      },
      allowsVoucher,
    },
    selection: {
      insurance: { option: insurance.option, value: insuredValue ?? null, coverage: insurance.coverage },
      adultSignature: pick(selection.adultSignature, products.adultSignature) !== null,
      additionalHandling: pick(selection.additionalHandling, products.additionalHandling) !== null,
      proofOfDelivery: pick(selection.proofOfDelivery, products.proofOfDelivery) !== null,
      printInStore: isPrintInStoreApplied({ ...printInStore, chosen: selection.printInStore }),
      cashOnDelivery: cod
        ? { accountHolder: cod.accountHolder ?? '', amount: cod.amount ?? 0, iban: cod.iban ?? '' }
        : null,
      voucher: appliedVoucher?.code ?? null,
    },
  };
};

/**
 * Prices stored shipments of the caller. Every shipment is
 * re-rated with the carrier for its route and parcels; the extras and voucher come from what the
 * seller saved with `PUT /shipments/:reference/products`.
 */
export const priceShipmentRows = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  rows: ShipmentRow[];
  now: Date;
  offer?: CarrierOffer;
}): Promise<PricedShipment[]> => {
  const { db, auth, rows, now } = options;
  const offer = options.offer ?? (await getCarrierOffer(db, auth));
  const selections = new Map(
    (
      await pricingRepository.findSelections(
        db,
        auth.clientId,
        rows.map((row) => row.id),
      )
    ).map((s) => [s.shipmentId, s]),
  );
  const codes = [
    ...new Set([...selections.values()].map((s) => s.voucherCode).filter((c): c is string => !!c)),
  ];
  const voucherRows = new Map(
    (await pricingRepository.findVouchers(db, auth.clientId, codes)).map((v) => [v.code, v]),
  );
  const refusing = await pricingRepository.findServicesRefusingVouchers(db, [
    ...new Set(rows.map((row) => row.service?.id).filter((id): id is string => !!id)),
  ]);
  // A voucher with a use limit discounts only as many of these shipments (in the order asked) as it has
  // uses left for the client: the order takes them in the same order, so it charges what was shown.
  const remaining = await remainingUsesOf(db, auth.clientId, [...voucherRows.values()]);
  const cache = new Map<string, Service | null>();
  return rows.map((row) => {
    const service = rateShipmentService(options.carriers, row, offer, now, cache);
    const stored = selections.get(row.id);
    const saved = stored?.voucherCode ? (voucherRows.get(stored.voucherCode) ?? null) : null;
    const allowsVoucher = saved
      ? voucherAppliesTo(saved, service, refusing)
      : !service.isOwnContract && !refusing.has(service.id);
    const left = saved && allowsVoucher ? remaining.get(saved.code) : undefined;
    if (saved && left !== undefined) remaining.set(saved.code, left - 1);
    const voucher = left !== undefined && left <= 0 ? null : saved;
    return {
      row,
      service,
      voucher: voucher && allowsVoucher ? voucher : null,
      details: priceOfShipment({
        row,
        service,
        selection: stored?.selection ?? {},
        voucher,
        allowsVoucher,
        canPrintInStore: offer.printInStore,
      }),
    };
  });
};

/** Adds up shipment prices (one VAT rate per shipment, so taxes list each rate once). */
export const totalOf = (details: ShipmentPriceDetails[]): ShipmentPriceDetails['price'] => {
  const percentages = [...new Set(details.flatMap((d) => d.price.taxes.map((t) => t.percentage)))];
  return {
    basePrice: details.reduce((sum, d) => sum + d.price.basePrice, 0),
    taxPrice: details.reduce((sum, d) => sum + d.price.taxPrice, 0),
    totalPrice: details.reduce((sum, d) => sum + d.price.totalPrice, 0),
    currency: 'EUR',
    taxes: percentages.map((percentage) => ({ percentage })),
  };
};

/** Loads the caller's shipments in the order asked; any unknown or foreign reference is a 404. */
export const loadShipments = async (
  db: Db,
  clientId: string,
  references: string[],
): Promise<ShipmentRow[]> => {
  const unique = [...new Set(references)];
  const rows = await findShipmentsByReferences(db, clientId, unique);
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  return unique.map((reference) => {
    const row = byReference.get(reference);
    if (!row) throw notFound('shipment.error.not-found');
    return row;
  });
};

export const priceShipments = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  references: string[];
  now: Date;
}) => {
  const rows = await loadShipments(options.db, options.auth.clientId, options.references);
  const priced = await priceShipmentRows({ ...options, rows });
  const shipmentsPriceDetails = priced.map((p) => p.details);
  return { shipmentsPriceDetails, totalPrice: totalOf(shipmentsPriceDetails) };
};
