import { randomUUID } from 'node:crypto';
import { vatOf } from '@shipdeck/domain/pricing/rules/vat';
import type { FastifyInstance } from 'fastify';

export type SeededLine = { net: number; vatRate: number };
export type SeededOrder = { id: string; reference: string; total: number; lines: SeededLine[] };

/**
 * Paid orders written straight into the orders tables (one statement each), as checkout leaves them:
 * each line charged its net plus the VAT of its rate rounded once, the order the sum of its lines.
 */
export const seedPaidOrders = async (
  app: FastifyInstance,
  clientId: string,
  orders: SeededLine[][],
): Promise<SeededOrder[]> => {
  const seeded = orders.map((lines) => {
    const id = randomUUID();
    const total = lines.reduce((sum, line) => sum + line.net + vatOf(line.net, line.vatRate), 0);
    return { id, reference: `SDT${id.slice(0, 8).toUpperCase()}${id.slice(9, 13)}`, total, lines };
  });
  const orderRows = seeded.map((order, index) => ({
    id: order.id,
    client_id: clientId,
    reference: order.reference,
    idempotency_key: order.id,
    total_amount: order.total,
    // One second apart, so they are invoiced in this order.
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString(),
  }));
  const lineRows = seeded.flatMap((order) =>
    order.lines.map((line, position) => {
      const vat = vatOf(line.net, line.vatRate);
      return {
        order_id: order.id,
        client_id: clientId,
        shipment_id: randomUUID(),
        shipment_reference: `${order.reference}-${position + 1}`,
        position,
        amount: line.net + vat,
        price: {
          currency: 'EUR',
          basePrice: line.net,
          taxPrice: vat,
          totalPrice: line.net + vat,
          taxes: [{ percentage: line.vatRate }],
        },
      };
    }),
  );
  await app.database.query(
    `INSERT INTO orders (id, client_id, reference, idempotency_key, status, payment_method, payment_type, total_amount, currency, created_at, updated_at)
     SELECT id, client_id, reference, idempotency_key, 'PAID', 'creditcard3dsecure', 'DIRECT', total_amount, 'EUR', created_at, created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, client_id uuid, reference text, idempotency_key text, total_amount integer, created_at timestamptz)`,
    [JSON.stringify(orderRows)],
  );
  await app.database.query(
    `INSERT INTO order_shipments (order_id, client_id, shipment_id, shipment_reference, position, amount, price, status)
     SELECT order_id, client_id, shipment_id, shipment_reference, position, amount, price, 'PAID'
     FROM jsonb_to_recordset($1::jsonb) AS r(order_id uuid, client_id uuid, shipment_id uuid, shipment_reference text, position integer, amount integer, price jsonb)`,
    [JSON.stringify(lineRows)],
  );
  return seeded;
};

/** Every number of each series of a tenant, in order. */
export const seriesNumbers = async (app: FastifyInstance, tenantId: string, kind = 'INVOICE') =>
  (
    await app.database.query<{ number: number }>(
      'SELECT number FROM invoices WHERE tenant_id = $1 AND kind = $2 ORDER BY number',
      [tenantId, kind],
    )
  ).map((row) => Number(row.number));

/** 1, 2 … n: a series without a gap or a repeat. */
export const gapFree = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export const invoicesApi = (app: FastifyInstance, headers: Record<string, string>) => ({
  list: (page = 0) => app.inject({ method: 'GET', url: `/api/v1/invoices?page=${page}&size=10`, headers }),
  get: (reference: string) => app.inject({ method: 'GET', url: `/api/v1/invoices/${reference}`, headers }),
  bulk: (references: string[]) =>
    app.inject({ method: 'POST', url: '/api/v1/invoices/bulk', headers, payload: { references } }),
  file: (url: string) => app.inject({ method: 'GET', url, headers }),
});
