import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { inParallel, madridWarehouse } from './address-fixtures.ts';

describe('warehouses', async () => {
  const app = await buildTestApp();

  const clientWith = async () => {
    const { headers } = await signUp(app);
    const create = (body: object) =>
      app.inject({ method: 'POST', url: '/api/v1/warehouses', headers, payload: body });
    const list = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/warehouses', headers });
      expect(response.statusCode).toBe(200);
      return response.json() as { id: string; alias: string; isDefault: boolean }[];
    };
    return { headers, create, list };
  };

  it('creates, lists, edits and deletes a warehouse', async () => {
    const { headers, create, list } = await clientWith();
    expect(await list()).toEqual([]);

    const created = await create(madridWarehouse());
    expect(created.statusCode).toBe(201);
    const warehouse = created.json();
    expect(warehouse).toMatchObject({
      alias: 'Madrid store',
      firstName: 'Lucía',
      alpha2Code: 'ES',
      street2: null,
    });
    expect(await list()).toEqual([expect.objectContaining({ id: warehouse.id, alias: 'Madrid store' })]);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/warehouses/${warehouse.id}`,
      headers,
      payload: madridWarehouse({ alias: 'Barcelona store', city: 'Barcelona', zipCode: '08001' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: warehouse.id, alias: 'Barcelona store', zipCode: '08001' });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/warehouses/${warehouse.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('makes the first warehouse the default and keeps exactly one default', async () => {
    const { headers, create, list } = await clientWith();
    const first = (await create(madridWarehouse({ alias: 'First' }))).json();
    const second = (await create(madridWarehouse({ alias: 'Second' }))).json();
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);

    const setDefault = await app.inject({
      method: 'POST',
      url: `/api/v1/warehouses/${second.id}/default`,
      headers,
    });
    expect(setDefault.statusCode).toBe(200);
    expect(
      setDefault.json().map((w: { alias: string; isDefault: boolean }) => [w.alias, w.isDefault]),
    ).toEqual([
      ['First', false],
      ['Second', true],
    ]);

    const third = (await create(madridWarehouse({ alias: 'Third', isDefault: true }))).json();
    expect(third.isDefault).toBe(true);
    expect((await list()).filter((w) => w.isDefault).map((w) => w.alias)).toEqual(['Third']);
  });

  it('makes another warehouse the default when the default is deleted, and none when the last goes', async () => {
    const { headers, create, list } = await clientWith();
    const first = (await create(madridWarehouse({ alias: 'First' }))).json();
    const second = (await create(madridWarehouse({ alias: 'Second' }))).json();

    await app.inject({ method: 'DELETE', url: `/api/v1/warehouses/${first.id}`, headers });
    expect(await list()).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);

    await app.inject({ method: 'DELETE', url: `/api/v1/warehouses/${second.id}`, headers });
    expect(await list()).toEqual([]);
    const again = (await create(madridWarehouse({ alias: 'Again' }))).json();
    expect(again.isDefault).toBe(true);
  });

  it('refuses the 9th warehouse with LimitExceeded', async () => {
    const { create, list } = await clientWith();
    for (let index = 1; index <= 8; index += 1) {
      expect((await create(madridWarehouse({ alias: `Warehouse ${index}` }))).statusCode).toBe(201);
    }
    const ninth = await create(madridWarehouse({ alias: 'Warehouse 9' }));
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json()).toEqual({
      messages: [{ error_code: 'LimitExceeded', message: 'addresses.error.limit-exceeded' }],
    });
    expect(await list()).toHaveLength(8);
  });

  it('leaves exactly 8 warehouses when ten are created at once, with one default', async () => {
    const { create, list } = await clientWith();
    const responses = await inParallel(10, (index) =>
      create(madridWarehouse({ alias: `Parallel ${index}` })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 409, 409]);
    const warehouses = await list();
    expect(warehouses).toHaveLength(8);
    expect(warehouses.filter((w) => w.isDefault)).toHaveLength(1);
  });

  it('does not count another client’s warehouses against the limit', async () => {
    const busy = await clientWith();
    await inParallel(8, (index) => busy.create(madridWarehouse({ alias: `Busy ${index}` })));
    const fresh = await clientWith();
    expect((await fresh.create(madridWarehouse())).statusCode).toBe(201);
    expect(await fresh.list()).toHaveLength(1);
  });

  it('answers 404 for another client’s warehouse on every route', async () => {
    const { headers, create } = await clientWith();
    const warehouse = (await create(madridWarehouse())).json();
    const url = `/api/v1/warehouses/${warehouse.id}`;
    await expectNotFoundForOtherClient(app, {
      method: 'PUT',
      url,
      payload: madridWarehouse({ alias: 'Stolen' }),
    });
    await expectNotFoundForOtherClient(app, { method: 'DELETE', url });
    await expectNotFoundForOtherClient(app, { method: 'POST', url: `${url}/default` });
    const mine = await app.inject({ method: 'GET', url: '/api/v1/warehouses', headers });
    expect(mine.json()).toEqual([expect.objectContaining({ id: warehouse.id, alias: 'Madrid store' })]);
  });

  it('answers 404 for ids that are not ids', async () => {
    const { headers } = await clientWith();
    for (const request of [
      { method: 'PUT' as const, url: '/api/v1/warehouses/not-a-uuid', payload: madridWarehouse() },
      { method: 'DELETE' as const, url: '/api/v1/warehouses/not-a-uuid' },
      { method: 'POST' as const, url: '/api/v1/warehouses/not-a-uuid/default' },
    ]) {
      const response = await app.inject({ ...request, headers });
      expect(response.statusCode).toBe(404);
    }
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName', 'form.error.required'],
    ['a 51-character last name', { lastName: 'x'.repeat(51) }, 'lastName', 'form.error.max-50'],
    ['a 51-character company', { company: 'x'.repeat(51) }, 'company', 'form.error.max-50'],
    ['an invalid e-mail', { email: 'lucia.example.es' }, 'email', 'form.error.email-invalid'],
    ['a phone with letters', { phone: '612 34 AB 78' }, 'phone', 'form.error.phone-no-letters'],
    ['a 7-character phone', { phone: '6123456' }, 'phone', 'form.error.min-8'],
    ['a phone that is not Spanish', { phone: '11111111' }, 'phone', 'form.error.phone-invalid'],
    ['an 81-character street', { street1: 'x'.repeat(81) }, 'street1', 'form.error.max-80'],
    ['a blank alias', { alias: ' ' }, 'alias', 'form.error.required'],
    ['a missing country', { alpha2Code: undefined }, 'alpha2Code', 'form.error.required'],
    ['an unknown country', { alpha2Code: 'XX' }, 'alpha2Code', 'form.error.country-invalid'],
    ['a missing postcode', { zipCode: '' }, 'zipCode', 'form.error.required'],
    ['a Spanish postcode of 4 digits', { zipCode: '2801' }, 'zipCode', 'form.error.postcode-invalid'],
    [
      'a French address with a Spanish-looking wrong postcode',
      { alpha2Code: 'FR', zipCode: '7500', phone: '06 12 34 56 78' },
      'zipCode',
      'form.error.postcode-invalid',
    ],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const { create, list } = await clientWith();
    const response = await create(madridWarehouse(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
    expect(await list()).toEqual([]);
  });

  it('refuses a body with fields of its own choosing, such as another client id', async () => {
    const { create } = await clientWith();
    const response = await create({ ...madridWarehouse(), clientId: '00000000-0000-4000-8000-000000000000' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses anonymous callers and serves integrations holding an API key', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/warehouses' });
    expect(anonymous.statusCode).toBe(401);

    const seller = await signUp(app);
    const key = await createTestApiKey(app, seller);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/warehouses',
      headers: { 'x-api-key': key },
      payload: madridWarehouse(),
    });
    expect(created.statusCode).toBe(201);
    const listed = await app.inject({ method: 'GET', url: '/api/v1/warehouses', headers: seller.headers });
    expect(listed.json()).toHaveLength(1);
  });
});
