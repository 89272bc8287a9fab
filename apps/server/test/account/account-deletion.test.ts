import { describe, expect, it } from 'vitest';
import { ERASURE_PLAN } from '../../src/modules/account/erasure-plan.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { madridWarehouse } from '../addresses/address-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { cookiesOf, sessionHeaders, signUp } from '../helpers/clients.ts';
import { api } from '../pricing/pricing-fixtures.ts';
import { countRows, sellerWithData } from './account-fixtures.ts';

describe('account deletion', async () => {
  const app = await buildTestApp();

  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { tenant: 'shipdeck', email, password },
      remoteAddress: '10.4.0.1',
    });
  const deleteAccount = (headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: '/api/v1/account', headers });

  it('erases personal data, keeps orders, invoices and billing details, and ends every session', async () => {
    const { seller, bought, draft } = await sellerWithData(app);
    const bystander = await signUp(app);
    expect((await api(app, bystander).post('/warehouses', madridWarehouse())).statusCode).toBe(201);
    const otherBrowser = sessionHeaders(cookiesOf(await login(seller.email, seller.password)));
    await api(app, seller).post('/account/data-exports', {});
    await drainJobs(app);
    const [{ file_key: exportKey }] = (await app.database.query<{ file_key: string }>(
      'SELECT file_key FROM account_data_exports WHERE client_id = $1',
      [seller.clientId],
    )) as [{ file_key: string }];
    expect(await app.storage.get(exportKey)).not.toBeNull();

    await app.database.query(
      `INSERT INTO subscriptions (client_id, tenant_id, plan_code, state, payment_method_id, tax_country,
         current_period_end, cancel_comment)
       VALUES ($1, 'main', 'PLUS', 'active', gen_random_uuid(), 'ES', now() + interval '20 days', 'Call Ana')`,
      [seller.clientId],
    );

    // Where the seller lives, as the browser said.
    expect((await api(app, seller).put('/user/time-zone', { timeZone: 'Europe/Madrid' })).statusCode).toBe(
      200,
    );

    const response = await deleteAccount(seller.headers);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.cookies).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'sd_session', value: '' })]),
    );

    for (const headers of [seller.headers, otherBrowser]) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode).toBe(401);
    }
    expect((await login(seller.email, seller.password)).statusCode).toBe(401);

    for (const table of [
      'sessions',
      'warehouses',
      'recipient_addresses',
      'saved_parcels',
      'shipping_rules',
      'payment_methods',
      'account_data_exports',
      'outbox_events',
    ]) {
      expect(await countRows(app, table, seller.clientId), table).toBe(0);
    }
    expect(await app.storage.get(exportKey)).toBeNull();

    const [client] = await app.database.query<Record<string, unknown>>(
      'SELECT * FROM clients WHERE id = $1',
      [seller.clientId],
    );
    expect(client).toMatchObject({ first_name: '', last_name: '', phone: null, address: null });
    expect(client!.email).toMatch(/^deleted-.*@deleted\.invalid$/);
    expect(client!.deleted_at).not.toBeNull();
    const [user] = await app.database.query<Record<string, unknown>>(
      'SELECT * FROM users WHERE client_id = $1',
      [seller.clientId],
    );
    expect(user).toMatchObject({ first_name: '', last_name: '', data_processing: false, time_zone: null });
    expect(user!.email).not.toBe(seller.email);

    const shipments = await app.database.query<{ reference: string; to_address: Record<string, unknown> }>(
      'SELECT reference, to_address, from_address FROM shipments WHERE client_id = $1',
      [seller.clientId],
    );
    // The draft goes; the bought shipment stays for its order, with no person left in it.
    expect(shipments.map((s) => s.reference)).toEqual([bought]);
    expect(shipments.map((s) => s.reference)).not.toContain(draft);
    const text = JSON.stringify(shipments);
    for (const personal of ['Ana', 'García', 'ana@example.es', '+34600111222', 'Calle Mayor']) {
      expect(text).not.toContain(personal);
    }
    expect(shipments[0]!.to_address).toMatchObject({ city: 'London', alpha2Code: 'GB' });

    expect(await countRows(app, 'orders', seller.clientId)).toBe(1);
    expect(await countRows(app, 'order_shipments', seller.clientId)).toBe(1);
    // The plan is kept as a billing record but never renews for a deleted account.
    const [plan] = await app.database.query<{ state: string; cancel_comment: string | null }>(
      'SELECT state, cancel_comment FROM subscriptions WHERE client_id = $1',
      [seller.clientId],
    );
    expect(plan).toEqual({ state: 'ended', cancel_comment: null });
    expect(await countRows(app, 'customs_invoices', seller.clientId)).toBe(1);
    const [billing] = await app.database.query<{ tax_id: string; company_name: string }>(
      'SELECT tax_id, company_name FROM billing_clients WHERE client_id = $1',
      [seller.clientId],
    );
    expect(billing).toEqual({ tax_id: 'B12345674', company_name: 'Ana Books SL' });

    expect(await countRows(app, 'warehouses', bystander.clientId)).toBe(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/user', headers: bystander.headers })).statusCode,
    ).toBe(200);
  });

  it('is safe when sent twice at once: one erasure, no error', async () => {
    const { seller } = await sellerWithData(app);
    const statuses = (await Promise.all([deleteAccount(seller.headers), deleteAccount(seller.headers)]))
      .map((response) => response.statusCode)
      .sort();
    // The second finds the account deleted (204), or its session already ended (401).
    expect([
      [204, 204],
      [204, 401],
    ]).toContainEqual(statuses);
    expect(await countRows(app, 'orders', seller.clientId)).toBe(1);
    expect(await countRows(app, 'warehouses', seller.clientId)).toBe(0);
    expect((await deleteAccount(seller.headers)).statusCode).toBe(401);
  });

  it('decides for every table holding client rows whether deletion erases or keeps them', async () => {
    const tables = await app.database.query<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'client_id' ORDER BY table_name`,
    );
    // A table missing here holds client rows that nobody decided about: add it to ERASURE_PLAN.
    const withClients = [...tables.map((row) => row.table_name), 'clients'];
    expect(withClients.sort()).toEqual(Object.keys(ERASURE_PLAN).sort());
  });
});
