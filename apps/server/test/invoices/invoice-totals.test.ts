import { describe, expect, it } from 'vitest';
import { issueDueInvoices } from '../../src/modules/invoices/issue-due-invoices.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { type SeededLine, seedPaidOrders } from './invoice-fixtures.ts';

/** A small deterministic generator (mulberry32): the same 1 000 orders on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const VAT_RATES = [0, 6, 19, 20, 21, 22, 23];

describe('invoice totals', async () => {
  const app = await buildTestApp();

  it('equal the order totals to the cent over 1 000 orders', { timeout: 120_000 }, async () => {
    const next = random(17);
    const sellers = [await signUp(app), await signUp(app, { tenant: 'marketplace' })];
    for (const [index, seller] of sellers.entries()) {
      const orders: SeededLine[][] = Array.from({ length: 500 }, () =>
        Array.from({ length: 1 + Math.floor(next() * 5) }, () => ({
          // Odd amounts from 1 cent to 250 euros, so half-cent VAT amounts come up often.
          net: 1 + Math.floor(next() * 25_000),
          vatRate: VAT_RATES[Math.floor(next() * VAT_RATES.length)]!,
        })),
      );
      // One order in each seller's set with a single cent and one with a large bulk total.
      orders[index] = [{ net: 1, vatRate: 21 }];
      orders[index + 1] = Array.from({ length: 5 }, () => ({ net: 24_999, vatRate: 23 }));
      await seedPaidOrders(app, seller.clientId, orders);
    }

    for (const seller of sellers) await issueDueInvoices(app.database.db, seller.clientId, app.jobs);

    const compared = await app.database.query<{
      orders: number;
      mismatched: number;
      line_mismatched: number;
    }>(
      `SELECT count(*)::int AS orders,
         count(*) FILTER (WHERE i.total IS DISTINCT FROM o.total_amount)::int AS mismatched,
         count(*) FILTER (WHERE i.net_total + i.vat_total <> (
           SELECT sum((line->>'net')::int + (line->>'vat')::int) FROM jsonb_array_elements(i.lines) line))::int AS line_mismatched
       FROM orders o LEFT JOIN invoices i ON i.source_type = 'ORDER' AND i.source_id = o.id::text
       WHERE o.client_id = ANY($1::uuid[])`,
      [sellers.map((seller) => seller.clientId)],
    );
    expect(compared[0]).toEqual({ orders: 1000, mismatched: 0, line_mismatched: 0 });
    const [sums] = await app.database.query<{ ordered: string; invoiced: string }>(
      `SELECT (SELECT sum(total_amount)::text FROM orders WHERE client_id = ANY($1::uuid[])) AS ordered,
              (SELECT sum(total)::text FROM invoices WHERE client_id = ANY($1::uuid[])) AS invoiced`,
      [sellers.map((seller) => seller.clientId)],
    );
    expect(sums!.invoiced).toBe(sums!.ordered);
  });
});
