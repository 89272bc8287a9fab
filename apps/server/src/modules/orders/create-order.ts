import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getCarrierOffer } from '../carriers/index.ts';
import { paymentFailureError } from '../payment-methods/index.ts';
import { loadShipments } from '../pricing/index.ts';
import { checkCarrierTerms } from './check-carrier-terms.ts';
import { checkOrderAllowed } from './check-order-allowed.ts';
import { keepBookableShipments } from './keep-bookable-shipments.ts';
import { failureError } from './order-errors.ts';
import { orderResultOf } from './order-result.ts';
import { ordersRepository } from './orders.repository.ts';
import type { OrderDependencies } from './orders-dependencies.ts';
import { paymentSourceOf } from './payment-source.ts';
import { priceOrderShipments } from './price-order-shipments.ts';
import { selectReadyDrafts } from './select-ready-drafts.ts';
import { settleOrder } from './settle-order.ts';
import { takeOrder } from './take-order.ts';

/**
 * Create order: prices the shipments again on the server, checks each with the carrier
 * and its customs, then takes the order exactly once — the idempotency key is unique per client
 * and the shipments are locked while the order claims them, so the same order sent twice (in
 * parallel or after a timeout) is charged once and buys its labels once. Shipments that cannot be
 * bought are reported per shipment; the order fails only when none can.
 */
export const createOrder = async (
  dependencies: OrderDependencies,
  options: { auth: AuthContext; input: CreateOrderRequest; now: Date },
) => {
  const { db, jobs, carriers } = dependencies;
  const { auth, input, now } = options;
  await checkOrderAllowed({ db, auth, input });

  const rows = await loadShipments(db, auth.clientId, input.shipments);
  const offer = await getCarrierOffer(db, auth);
  const drafts = selectReadyDrafts(rows);
  const pricing = await priceOrderShipments({ carriers, db, auth, rows: drafts.ready, now, offer });
  const booking = await keepBookableShipments({ db, carriers, auth, priced: pricing.priced, offer, now });
  const failures = [...drafts.failures, ...pricing.failures, ...booking.failures];
  const priced = booking.bookable;
  if (priced.length === 0) throw failureError(failures[0]!);
  checkCarrierTerms(priced, input);

  const { source, backedBy } = await paymentSourceOf({ db, auth, input, priced });
  const order = await takeOrder({ db, jobs, auth, input, now, source, backedBy, rows, priced, failures });

  const settlement = await settleOrder(dependencies, order.id);
  if (settlement?.failure) throw paymentFailureError(settlement.failure, 'payment.nonce');
  return orderResultOf(order.reference, await ordersRepository.lines(db, order.id));
};
