import { describe, expect, it } from 'vitest';
import { generateShipmentRows, insertShipmentsBulk } from '../../src/modules/shipments/seed-shipments.ts';
import { pageSizes, pdfText } from '../../src/providers/carriers/labels/testing/pdf-inspection.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';

const COUNT = 250;

describe('printing the labels of many shipments at once', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  await insertShipmentsBulk(
    app.database,
    generateShipmentRows({ clientId: seller.clientId, count: 900, seed: 3 }),
  );
  const rows = await app.database.query<{ reference: string; tracking: string }>(
    `UPDATE shipments SET state = 'READY_TO_PRINT', label_downloaded = false WHERE id IN (
       SELECT id FROM shipments WHERE client_id = $1 AND service IS NOT NULL AND step = 'PURCHASED'
       ORDER BY reference LIMIT $2) RETURNING reference, trackings->>0 AS tracking`,
    [seller.clientId, COUNT],
  );
  // Asked in an order of the seller's own, not the stored one.
  const asked = [...rows].sort((a, b) => a.tracking.localeCompare(b.tracking)).reverse();
  const print = (references: string[]) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/shipments/labels?format=COMBINED_A4&references=${references.join(',')}`,
      headers: seller.headers,
    });

  it(`prints ${COUNT} labels on one combined file in the order asked and records every download`, async () => {
    expect(rows).toHaveLength(COUNT);
    const response = await print(asked.map((row) => row.reference));
    expect(response.statusCode, response.body).toBe(200);
    const file = await app.inject({
      method: 'GET',
      url: response.json().COMBINED_A4.url,
      headers: seller.headers,
    });
    const pdf = new Uint8Array(file.rawPayload);
    expect(await pageSizes(pdf)).toHaveLength(Math.ceil(COUNT / 4));
    const text = pdfText(pdf);
    const positions = asked.map((row) => text.indexOf(row.tracking));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const [downloaded] = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM shipments WHERE client_id = $1 AND label_downloaded AND reference = ANY($2)',
      [seller.clientId, rows.map((row) => row.reference)],
    );
    expect(downloaded?.n).toBe(COUNT);
  });

  it('prints nothing when one reference among many is unknown', async () => {
    const references = asked.map((row) => row.reference);
    references.splice(180, 0, 'SD00NOTMINE');
    const response = await print(references);
    expect(response.statusCode).toBe(404);
  });
});
