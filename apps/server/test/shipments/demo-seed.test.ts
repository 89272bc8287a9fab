import { SHIPMENT_STATES } from '@shipdeck/domain/shipments/shipment-states';
import { describe, expect, it } from 'vitest';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  seedDemoAccount,
} from '../../src/modules/identity-seed/seed-demo-account.ts';
import { DEMO_SHIPMENT_COUNT, seedDemoShipments } from '../../src/modules/shipments/seed-demo-shipments.ts';
import { generateShipmentRows } from '../../src/modules/shipments/seed-shipments.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

describe('demo data', async () => {
  const app = await buildTestApp();

  it('covers every state, several carriers and sources', () => {
    const rows = generateShipmentRows({
      clientId: '00000000-0000-0000-0000-000000000000',
      count: DEMO_SHIPMENT_COUNT,
      seed: 2026,
    });
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(SHIPMENT_STATES));
    expect(new Set(rows.map((r) => r.carrierName).filter(Boolean)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.source)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(rows.length);
  });

  it('seeds the demo account once, and its inboxes show the shipments', async () => {
    await seedDemoAccount(app.database);
    expect(await seedDemoShipments(app.database, { tenantId: 'main', email: DEMO_EMAIL })).toBe(
      DEMO_SHIPMENT_COUNT,
    );
    expect(await seedDemoShipments(app.database, { tenantId: 'main', email: DEMO_EMAIL })).toBe(0);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { tenant: 'shipdeck', email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const stats = (
      await app.inject({ method: 'GET', url: '/api/v1/shipments/stats', headers: { cookie } })
    ).json();
    expect(stats.READY_TO_PURCHASE).toBeGreaterThan(0);
    expect(stats.TRACKING).toBeGreaterThan(0);
    expect(stats.CANCELED).toBeGreaterThan(0);
    expect(stats.ALL).toBeLessThan(DEMO_SHIPMENT_COUNT);

    // Every demo draft ready to purchase can really be bought: its service is sold on its route.
    const ready = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/shipments?inbox=READY_TO_PURCHASE&limit=100',
        headers: { cookie },
      })
    ).json().content as { reference: string }[];
    expect(ready.length).toBe(stats.READY_TO_PURCHASE);
    const payable = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/shipments/payable?references=${ready.map((s) => s.reference).join(',')}`,
        headers: { cookie },
      })
    ).json();
    expect(payable.notPayable).toEqual([]);

    const warehouses = (
      await app.inject({ method: 'GET', url: '/api/v1/warehouses', headers: { cookie } })
    ).json();
    expect(warehouses).toEqual([expect.objectContaining({ alias: 'Madrid warehouse', isDefault: true })]);
    const parcels = (await app.inject({ method: 'GET', url: '/api/v1/parcels', headers: { cookie } })).json();
    expect(parcels.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Small box', 'Shoebox', 'Large box']),
    );
  });
});
