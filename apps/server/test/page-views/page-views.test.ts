import { OTHER_PAGES, PAGES_PER_TENANT_DAY } from '@shipdeck/domain/page-views/page-views.schema';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { api } from '../pricing/pricing-fixtures.ts';

type Row = { tenant_id: string; page: string; views: number };

describe('first-party page views', async () => {
  const app = await buildTestApp();
  const { db } = app.database;
  const countsOf = async (tenant: string) =>
    (
      (await db.execute(sql`
        SELECT tenant_id, page, views FROM page_views_daily WHERE tenant_id = ${tenant} ORDER BY page`)) as unknown as {
        rows: Row[];
      }
    ).rows.map((row) => ({ page: row.page, views: Number(row.views) }));

  it('counts each view of a page by its route pattern and tenant, with nothing about the user', async () => {
    const seller = await signUp(app, { tenant: 'main' });
    const other = await signUp(app, { tenant: 'main' });
    for (const account of [seller, seller, other]) {
      const response = await api(app, account).post('/page-views', { page: '/private/shipments/:reference' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ counted: true });
    }
    await api(app, seller).post('/page-views', { page: '/private/settings/parcels' });
    expect(await countsOf('main')).toEqual(
      expect.arrayContaining([
        { page: '/private/settings/parcels', views: 1 },
        { page: '/private/shipments/:reference', views: 3 },
      ]),
    );
    const columns = (
      (await db.execute(sql`
        SELECT column_name FROM information_schema.columns WHERE table_name = 'page_views_daily'
        ORDER BY column_name`)) as unknown as { rows: { column_name: string }[] }
    ).rows.map((row) => row.column_name);
    expect(columns).toEqual(['day', 'page', 'tenant_id', 'views']);
  });

  it('counts nothing for a user who did not consent to data processing', async () => {
    const seller = await signUp(app, { tenant: 'be-carrier', consent: false });
    const response = await api(app, seller).post('/page-views', { page: '/private/analytics' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ counted: false });
    expect(await countsOf('be-carrier')).toEqual([]);
  });

  it.each([
    ['an address with a reference', '/private/shipments/ES26AB123'],
    ['an address with a query', '/private/shipments?inbox=all'],
    ['markup', '/private/<img>'],
    ['a missing page', undefined],
  ])('refuses %s with 400 and a message key', async (_, page) => {
    const seller = await signUp(app);
    const response = await api(app, seller).post('/page-views', { page });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toMatch(/"message":"[\w.-]+"/);
  });

  it('asks for a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/page-views',
      payload: { page: '/private/shipments' },
    });
    expect(response.statusCode).toBe(401);
  });

  it(`keeps at most ${PAGES_PER_TENANT_DAY} pages a tenant a day; more count as ${OTHER_PAGES}`, async () => {
    const seller = await signUp(app, { tenant: 'es-postal' });
    const tenant = (
      (await db.execute(sql`SELECT tenant_id FROM clients WHERE id = ${seller.clientId}`)) as unknown as {
        rows: { tenant_id: string }[];
      }
    ).rows[0]!.tenant_id;
    await db.execute(sql`
      INSERT INTO page_views_daily (tenant_id, day, page, views)
      SELECT ${tenant}, current_date, '/invented/page-' || n, 1 FROM generate_series(1, ${PAGES_PER_TENANT_DAY}) AS n`);
    const call = api(app, seller);
    await call.post('/page-views', { page: '/private/analytics' });
    await call.post('/page-views', { page: '/private/support' });
    await call.post('/page-views', { page: '/invented/page-7' });
    const counts = await countsOf(tenant);
    expect(counts).toHaveLength(PAGES_PER_TENANT_DAY + 1);
    expect(counts).toContainEqual({ page: OTHER_PAGES, views: 2 });
    expect(counts).toContainEqual({ page: '/invented/page-7', views: 2 });
  });
});
