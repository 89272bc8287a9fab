import { chargeWithVat } from './vat.ts';
import { type Voucher, voucherDiscount } from './voucher.ts';

/** The price lines of a shipment. */
export const PRICE_PRODUCTS = [
  'porterage',
  'insurance',
  'adultSignature',
  'additionalHandling',
  'managementFee',
  'proofOfDelivery',
  'cashOnDelivery',
  'voucher',
] as const;
export type PriceProduct = (typeof PRICE_PRODUCTS)[number];

export type PriceLine = {
  basePrice: number;
  taxPrice: number;
  totalPrice: number;
  currency: 'EUR';
  /** A line shows only when its quantity is above 0. */
  quantity: number;
  name?: string;
};

export type ShipmentPriceResult = {
  price: {
    basePrice: number;
    taxPrice: number;
    totalPrice: number;
    currency: 'EUR';
    taxes: { percentage: number }[];
  };
  products: Record<PriceProduct, PriceLine>;
};

const line = (base: number, vatRate: number, quantity: number, name?: string): PriceLine => ({
  ...chargeWithVat(base, vatRate),
  currency: 'EUR',
  quantity,
  ...(name ? { name } : {}),
});

/**
 * Adds up a shipment: the carrier's shipping price (porterage), the chosen extras and the
 * management fee, minus a voucher, then the VAT of the origin country on the result
 * (tax is charged on the shipping price). Inputs are bases before tax in minor units; an
 * extra not chosen is 0 and gets quantity 0.
 */
export const priceShipment = (input: {
  vatRate: number;
  porterage: number;
  managementFee: number;
  extras: Partial<Record<Exclude<PriceProduct, 'porterage' | 'managementFee' | 'voucher'>, number | null>>;
  voucher?: Voucher | null;
}): ShipmentPriceResult => {
  const { vatRate } = input;
  const extra = (name: keyof typeof input.extras) => {
    const base = input.extras[name];
    return base === null || base === undefined ? line(0, vatRate, 0) : line(base, vatRate, 1);
  };
  const products: Record<PriceProduct, PriceLine> = {
    porterage: line(input.porterage, vatRate, 1),
    insurance: extra('insurance'),
    adultSignature: extra('adultSignature'),
    additionalHandling: extra('additionalHandling'),
    managementFee: line(input.managementFee, vatRate, input.managementFee > 0 ? 1 : 0),
    proofOfDelivery: extra('proofOfDelivery'),
    cashOnDelivery: extra('cashOnDelivery'),
    voucher: line(0, vatRate, 0),
  };
  const gross = PRICE_PRODUCTS.reduce((sum, name) => sum + products[name].basePrice, 0);
  const discount = input.voucher ? voucherDiscount(input.voucher, gross) : 0;
  if (input.voucher) products.voucher = line(-discount, vatRate, 1, input.voucher.code);
  return {
    price: {
      ...chargeWithVat(gross - discount, vatRate),
      currency: 'EUR',
      taxes: [{ percentage: vatRate }],
    },
    products,
  };
};

/**
 * The lines a shipment shows of its price: those it is charged for (quantity above 0), each with its
 * prices before and after tax and its currency; the voucher's with its code.
 */
export const chargedLinesOf = (
  products: Record<PriceProduct, PriceLine>,
): Partial<
  Record<PriceProduct, { basePrice: number; totalPrice: number; currency: string; name?: string }>
> =>
  Object.fromEntries(
    PRICE_PRODUCTS.filter((product) => products[product].quantity > 0).map((product) => {
      const { basePrice, totalPrice, currency, name } = products[product];
      return [product, { basePrice, totalPrice, currency, ...(name ? { name } : {}) }];
    }),
  );
