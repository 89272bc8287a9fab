import { chargeWithVat, vatRateOf } from '@shipdeck/domain/pricing/rules/vat';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { loadShipments, priceShipmentRows } from './price-shipments.ts';

/**
 * Simulated price: what the shipment costs now and what a Plus subscriber would pay
 * (the subscriber margin off the shipping price). The discount is shown when the tenant shows
 * exclusive prices (ShowExclusivePrices) and there is one; subscribers are not modelled yet, so
 * every client pays the full price.
 */
export const getSimulatedPrice = async (options: {
  carriers: CarrierProvider;
  db: Db;
  auth: AuthContext;
  reference: string;
  now: Date;
}) => {
  const { db, auth, now } = options;
  const rows = await loadShipments(db, auth.clientId, [options.reference]);
  const offer = await getCarrierOffer(db, auth);
  const [priced] = await priceShipmentRows({ carriers: options.carriers, db, auth, rows, now, offer });
  const { service, details } = priced!;
  const margin = service.tags.find((tag) => tag.type === 'SUBSCRIBER_MARGIN')?.amount ?? 0;
  const discountedBase = Math.max(0, details.price.basePrice - margin);
  const discountedPrice = chargeWithVat(discountedBase, vatRateOf(service.price)).totalPrice;
  const paidPrice = details.price.totalPrice;
  return {
    currency: 'EUR' as const,
    discountedPrice,
    paidPrice,
    showDiscountedPrice: offer.showExclusivePrices && discountedPrice < paidPrice,
  };
};
