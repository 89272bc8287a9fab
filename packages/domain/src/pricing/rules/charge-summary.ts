import { PRICE_PRODUCTS, type PriceLine, type PriceProduct, priceShipment } from './shipment-price.ts';
import { vatRateOf } from './vat.ts';

/** One component of a charge as the seller sees it before paying, summed over the shipments. */
export type ChargeLine = {
  product: PriceProduct;
  /** Before VAT, in minor units; a voucher is negative. */
  amount: number;
  /** How many shipments carry it. */
  count: number;
  /** Voucher codes, when the line is the voucher. */
  names: string[];
};

export type ChargeSummary = {
  lines: ChargeLine[];
  subtotal: number;
  tax: number;
  total: number;
  taxRates: number[];
};

type PricedShipment = {
  price: { basePrice: number; taxPrice: number; totalPrice: number; taxes: { percentage: number }[] };
  products: Partial<Record<PriceProduct, PriceLine>>;
};

/**
 * What a payment is made of: one line per component (shipping, management fee, each extra,
 * voucher) that any shipment carries, then subtotal, VAT and total. The lines add up to the
 * subtotal and the subtotal plus VAT is the total, because each shipment's VAT is rounded once on
 * its taxable total and the order adds up its shipments.
 */
export const chargeSummaryOf = (shipments: readonly PricedShipment[]): ChargeSummary => {
  const lines = PRICE_PRODUCTS.flatMap((product): ChargeLine[] => {
    const charged = shipments
      .map((shipment) => shipment.products[product])
      .filter((line): line is PriceLine => line !== undefined && line.quantity > 0);
    if (charged.length === 0) return [];
    return [
      {
        product,
        amount: charged.reduce((sum, line) => sum + line.basePrice, 0),
        count: charged.length,
        names: [...new Set(charged.flatMap((line) => (line.name ? [line.name] : [])))],
      },
    ];
  });
  return {
    lines,
    subtotal: shipments.reduce((sum, shipment) => sum + shipment.price.basePrice, 0),
    tax: shipments.reduce((sum, shipment) => sum + shipment.price.taxPrice, 0),
    total: shipments.reduce((sum, shipment) => sum + shipment.price.totalPrice, 0),
    taxRates: [...new Set(shipments.flatMap((shipment) => shipment.price.taxes.map((t) => t.percentage)))],
  };
};

type RatedService = {
  price: { basePrice: number; taxes: { percentage: number }[] };
  managementFee: { basePrice: number };
};

/**
 * What choosing a service costs before any extra: the carrier's shipping price and the management
 * fee, with VAT once on both — the same sum the payment step charges for the shipment.
 */
export const serviceChargeOf = (service: RatedService) =>
  priceShipment({
    vatRate: vatRateOf(service.price),
    porterage: service.price.basePrice,
    managementFee: service.managementFee.basePrice,
    extras: {},
  });
