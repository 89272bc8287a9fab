import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findShipmentsByReferences } from '../shipments/index.ts';
import { ordersRepository } from './orders.repository.ts';

/** Order summary: each shipment with its state now, and the amount paid. */
export const getOrder = async (db: Db, clientId: string, reference: string) => {
  const order = await ordersRepository.findByReference(db, clientId, reference);
  if (!order) throw notFound('order.error.not-found');
  const lines = await ordersRepository.lines(db, order.id);
  const states = new Map(
    (
      await findShipmentsByReferences(
        db,
        clientId,
        lines.map((line) => line.shipmentReference),
      )
    ).map((row) => [row.reference, row.state]),
  );
  return {
    orderReference: order.reference,
    status: order.status,
    totalAmount: lines.filter((line) => line.status === 'PAID').reduce((sum, line) => sum + line.amount, 0),
    refundedAmount: order.refundedAmount,
    currency: 'EUR' as const,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
    shipments: lines.map((line) => ({
      shipmentReference: line.shipmentReference,
      status:
        line.status === 'PAID'
          ? (states.get(line.shipmentReference) ?? 'PURCHASE_SUCCESS')
          : 'PAYMENT_FAILED',
      amount: line.amount,
      error_code: line.errorCode,
    })),
  };
};
