import type { OrderShipmentRow } from './orders.tables.ts';

/** What the order call answers: the amount paid and, per shipment, bought or why not. */
export const orderResultOf = (orderReference: string, lines: OrderShipmentRow[]) => ({
  orderReference,
  totalAmount: lines.filter((line) => line.status === 'PAID').reduce((sum, line) => sum + line.amount, 0),
  currency: 'EUR' as const,
  shipments: lines.map((line) =>
    line.status === 'PAID'
      ? { reference: line.shipmentReference, status: true }
      : {
          reference: line.shipmentReference,
          status: false,
          error_code: line.errorCode ?? 'Default',
          message: line.message ?? 'payment.error.generic',
          ...(line.field ? { field: line.field } : {}),
        },
  ),
});
