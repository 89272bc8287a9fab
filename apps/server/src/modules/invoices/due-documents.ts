import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';

// What has been charged or refunded and has no document yet. These read the orders', shipments' and
// subscriptions' tables directly, as analytics reads shipments: invoicing is a ledger kept beside them,
// and "paid and not yet invoiced" is one anti-join here where it would be a full read through each door.

export type DueOrder = {
  id: string;
  reference: string;
  currency: string;
  totalAmount: number;
  orderedAt: Date;
  lines: {
    shipmentReference: string;
    amount: number;
    net: number;
    vat: number;
    vatRate: number;
    carrier: string;
    fromCountry: string;
    toCountry: string;
  }[];
};

export type DueCharge = {
  id: string;
  planCode: string;
  period: number;
  subtotal: number;
  taxRate: number;
  taxTotal: number;
  total: number;
  chargedAt: Date;
};

export type DueRefund = {
  orderId: string;
  orderReference: string;
  invoiceId: string;
  refundedAmount: number;
  /** What the credit notes of the invoice give back so far (positive). */
  credited: number;
  /** Shipment references of the invoice already on a credit note. */
  creditedItems: string[];
  /** Shipment references of the order whose charge was given back (not bought, or cancelled). */
  refundedItems: string[];
};

type OrderRow = {
  id: string;
  reference: string;
  currency: string;
  total_amount: number;
  created_at: Date | string;
  lines: {
    shipmentReference: string;
    amount: number;
    price: { basePrice?: number; taxPrice?: number; taxes?: { percentage: number }[] } | null;
    carrier: string | null;
    fromCountry: string | null;
    toCountry: string | null;
  }[];
};

const notInvoiced = (type: string, id: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM invoices i WHERE i.source_type = ${type} AND i.source_id = ${id}::text)`;

export const dueDocuments = {
  /** Paid orders with a charge and no invoice, oldest first, with their charged lines in order. */
  orders: async (db: Db, clientId: string, limit: number): Promise<DueOrder[]> => {
    const rows = rowsOf<OrderRow>(
      await db.execute(sql`
        SELECT o.id, o.reference, o.currency, o.total_amount, o.created_at,
          coalesce((
            SELECT json_agg(json_build_object(
              'shipmentReference', l.shipment_reference, 'amount', l.amount, 'price', l.price,
              -- service_name already begins with the carrier ("GLS EuroBusinessParcel", denormalise).
              'carrier', coalesce(nullif(s.service_name, ''), nullif(s.carrier_name, '')),
              'fromCountry', s.from_address->>'alpha2Code', 'toCountry', s.to_address->>'alpha2Code'
            ) ORDER BY l.position)
            FROM order_shipments l LEFT JOIN shipments s ON s.id = l.shipment_id
            WHERE l.order_id = o.id AND l.amount > 0
          ), '[]'::json) AS lines
        FROM orders o
        WHERE o.client_id = ${clientId} AND o.status = 'PAID' AND o.total_amount > 0
          AND ${notInvoiced('ORDER', sql`o.id`)}
        ORDER BY o.created_at, o.id
        LIMIT ${limit}`),
    );
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      currency: row.currency,
      totalAmount: Number(row.total_amount),
      orderedAt: new Date(row.created_at),
      lines: row.lines.map((line) => {
        const net = line.price?.basePrice ?? line.amount;
        return {
          shipmentReference: line.shipmentReference,
          amount: line.amount,
          net,
          // What the line cost less its base is the VAT that was charged on it.
          vat: line.price?.taxPrice ?? line.amount - net,
          vatRate: line.price?.taxes?.[0]?.percentage ?? 0,
          carrier: line.carrier ?? '',
          fromCountry: line.fromCountry ?? '',
          toCountry: line.toCountry ?? '',
        };
      }),
    }));
  },

  /** Subscription billings that were charged and have no invoice. */
  charges: async (db: Db, clientId: string, limit: number): Promise<DueCharge[]> => {
    const rows = rowsOf<{
      id: string;
      plan_code: string;
      period: number;
      subtotal: number;
      tax_rate: string | number;
      tax_total: number;
      total: number;
      created_at: Date | string;
    }>(
      await db.execute(sql`
        SELECT c.id, s.plan_code, c.period, c.subtotal, c.tax_rate, c.tax_total, c.total, c.created_at
        FROM subscription_charges c JOIN subscriptions s ON s.id = c.subscription_id
        WHERE c.client_id = ${clientId} AND c.status = 'SUCCEEDED' AND c.total > 0
          AND ${notInvoiced('SUBSCRIPTION_CHARGE', sql`c.id`)}
        ORDER BY c.created_at, c.id
        LIMIT ${limit}`),
    );
    return rows.map((row) => ({
      id: row.id,
      planCode: row.plan_code,
      period: Number(row.period),
      subtotal: Number(row.subtotal),
      taxRate: Number(row.tax_rate),
      taxTotal: Number(row.tax_total),
      total: Number(row.total),
      chargedAt: new Date(row.created_at),
    }));
  },

  /** Invoiced orders that gave back more than their credit notes say. */
  refunds: async (db: Db, clientId: string, limit: number): Promise<DueRefund[]> => {
    const rows = rowsOf<{
      order_id: string;
      order_reference: string;
      invoice_id: string;
      refunded_amount: number;
      credited: string | number;
      credited_items: string[] | null;
      refunded_items: string[] | null;
    }>(
      await db.execute(sql`
        SELECT o.id AS order_id, o.reference AS order_reference, i.id AS invoice_id, o.refunded_amount,
          credit.credited, credit.items AS credited_items,
          (SELECT array_agg(l.shipment_reference ORDER BY l.position)
             FROM order_shipments l LEFT JOIN shipments s ON s.id = l.shipment_id
             WHERE l.order_id = o.id AND l.amount > 0 AND (l.status = 'FAILED' OR s.state = 'CANCELED')
          ) AS refunded_items
        FROM orders o
        JOIN invoices i ON i.source_type = 'ORDER' AND i.source_id = o.id::text
        CROSS JOIN LATERAL (
          SELECT coalesce(-sum(c.total), 0) AS credited,
            (SELECT array_agg(line->>'itemReference') FROM invoices c2, jsonb_array_elements(c2.lines) line
              WHERE c2.credited_invoice_id = i.id) AS items
          FROM invoices c WHERE c.credited_invoice_id = i.id
        ) credit
        WHERE o.client_id = ${clientId} AND o.refunded_amount > credit.credited
        ORDER BY o.created_at, o.id
        LIMIT ${limit}`),
    );
    return rows.map((row) => ({
      orderId: row.order_id,
      orderReference: row.order_reference,
      invoiceId: row.invoice_id,
      refundedAmount: Number(row.refunded_amount),
      credited: Number(row.credited),
      creditedItems: row.credited_items ?? [],
      refundedItems: row.refunded_items ?? [],
    }));
  },

  /** The client's tenant and account identity, the buyer when no invoicing details were given. */
  client: async (db: Db, clientId: string) => {
    const [row] = rowsOf<{
      tenant_id: string;
      company_name: string | null;
      first_name: string;
      last_name: string;
      email: string;
      tax_id: string;
      address: string | null;
      zip_code: string | null;
      city: string | null;
      alpha2_code: string;
    }>(
      await db.execute(sql`
        SELECT tenant_id, company_name, first_name, last_name, email, tax_id, address, zip_code, city, alpha2_code
        FROM clients WHERE id = ${clientId}`),
    );
    return row ?? null;
  },

  /** Clients with something to invoice, for the catch-up pass. */
  clientsWithDue: async (db: Db, limit: number): Promise<string[]> => {
    const rows = rowsOf<{ client_id: string }>(
      await db.execute(sql`
        SELECT client_id FROM (
          SELECT o.client_id FROM orders o
          WHERE o.status = 'PAID' AND o.total_amount > 0 AND ${notInvoiced('ORDER', sql`o.id`)}
          UNION
          SELECT c.client_id FROM subscription_charges c
          WHERE c.status = 'SUCCEEDED' AND c.total > 0 AND ${notInvoiced('SUBSCRIPTION_CHARGE', sql`c.id`)}
          UNION
          SELECT o.client_id FROM orders o
          JOIN invoices i ON i.source_type = 'ORDER' AND i.source_id = o.id::text
          WHERE o.refunded_amount > coalesce((SELECT -sum(c.total) FROM invoices c WHERE c.credited_invoice_id = i.id), 0)
          UNION
          SELECT client_id FROM invoices WHERE pdf_key IS NULL
        ) due
        LIMIT ${limit}`),
    );
    return rows.map((row) => row.client_id);
  },
};
