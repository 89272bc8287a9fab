import type { Price, ProductPrice } from '../../carriers/carriers.schema.ts';
import { type ChargeSummary, chargeSummaryOf, serviceChargeOf } from '../../pricing/rules/charge-summary.ts';

/** Adds up prices of one currency; taxes are summed per rate, so each rate is listed once. */
export const sumPrices = (prices: readonly Price[]): Price => {
  const taxes = new Map<number, number>();
  for (const price of prices)
    for (const tax of price.taxes) taxes.set(tax.percentage, (taxes.get(tax.percentage) ?? 0) + tax.amount);
  return {
    basePrice: prices.reduce((sum, price) => sum + price.basePrice, 0),
    taxPrice: prices.reduce((sum, price) => sum + price.taxPrice, 0),
    totalPrice: prices.reduce((sum, price) => sum + price.totalPrice, 0),
    currency: prices[0]?.currency ?? 'EUR',
    taxes: [...taxes].map(([percentage, amount]) => ({ percentage, amount })),
  };
};

/** Adds up product prices (a fee) of one currency. */
const sumProductPrices = (prices: readonly ProductPrice[]): ProductPrice => ({
  basePrice: prices.reduce((sum, price) => sum + price.basePrice, 0),
  taxPrice: prices.reduce((sum, price) => sum + price.taxPrice, 0),
  totalPrice: prices.reduce((sum, price) => sum + price.totalPrice, 0),
  currency: prices[0]?.currency ?? 'EUR',
});

type PricedService = {
  id: string;
  price: Price;
  managementFee: ProductPrice;
  exclusivePrice?: Price | undefined;
};

/**
 * The services a bulk service edit offers: those every shipment can
 * use, each priced as the sum of what it costs for each shipment, cheapest total first (equal
 * totals in the first shipment's order). `charge` is what the seller will be charged for them:
 * per shipment shipping plus management fee with VAT rounded once, as the checkout charges each,
 * then added up. The other fields come from the first shipment's offer. The subscriber price is
 * summed only when every shipment has one; a partial sum would understate it.
 */
export const commonServices = <S extends PricedService>(
  perShipment: readonly (readonly S[])[],
): (S & { charge: ChargeSummary })[] => {
  const [first, ...others] = perShipment;
  if (!first) return [];
  const byId = others.map((services) => new Map(services.map((service) => [service.id, service])));
  const common: (S & { charge: ChargeSummary })[] = [];
  for (const service of first) {
    const matches = [service];
    for (const services of byId) {
      const match = services.get(service.id);
      if (match) matches.push(match);
    }
    if (matches.length !== perShipment.length) continue;
    const exclusive = matches.map((match) => match.exclusivePrice);
    const { exclusivePrice: _firstExclusive, ...rest } = service;
    common.push({
      ...rest,
      price: sumPrices(matches.map((match) => match.price)),
      managementFee: sumProductPrices(matches.map((match) => match.managementFee)),
      charge: chargeSummaryOf(matches.map(serviceChargeOf)),
      ...(exclusive.every((price): price is Price => price !== undefined)
        ? { exclusivePrice: sumPrices(exclusive) }
        : {}),
    } as S & { charge: ChargeSummary });
  }
  // A stable sort: equal totals keep the search's order (faster transit first).
  return common.sort((a, b) => a.charge.total - b.charge.total);
};
