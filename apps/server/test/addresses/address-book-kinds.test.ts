import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { madridWarehouse, parisRecipient } from './address-fixtures.ts';

type Entry = { id: string; alias: string; company: string | null; zipCode: string };

/** The rules every kind of saved address shares, run once for each kind. */
const kinds = [
  {
    kind: 'recipient book',
    path: '/api/v1/recipients',
    table: 'recipient_addresses',
    limit: 500,
    address: parisRecipient,
    entriesOf: (body: unknown) => (body as { content: Entry[] }).content,
  },
  {
    kind: 'warehouses',
    path: '/api/v1/warehouses',
    table: 'warehouses',
    limit: 8,
    address: madridWarehouse,
    entriesOf: (body: unknown) => body as Entry[],
  },
];

describe.each(kinds)(
  '$kind: shared address-book rules',
  async ({ path, table, limit, address, entriesOf }) => {
    const app = await buildTestApp();

    const clientWith = async () => {
      const seller = await signUp(app);
      const { headers } = seller;
      const create = (body: object) => app.inject({ method: 'POST', url: path, headers, payload: body });
      const entries = async () => {
        const response = await app.inject({ method: 'GET', url: path, headers });
        expect(response.statusCode).toBe(200);
        return entriesOf(response.json());
      };
      /** Fills the book straight in the database, faster than hundreds of requests. */
      const fill = async (count: number) => {
        await app.database.query(
          `INSERT INTO ${table} (client_id, alias, first_name, last_name, email, phone, street1, alpha2_code, zip_code, city)
         SELECT $1, 'Bulk ' || lpad(n::text, 3, '0'), 'Luc', 'Martin', 'luc@example.fr', '0612345678', '1 Rue', 'FR', '75001', 'Paris'
         FROM generate_series(1, $2::int) AS n`,
          [seller.clientId, count],
        );
      };
      return { seller, headers, create, entries, fill };
    };

    it.each([
      ['a missing alias', { alias: undefined }, 'alias', 'form.error.required'],
      ['a blank alias', { alias: ' ' }, 'alias', 'form.error.required'],
      ['a 51-character alias', { alias: 'x'.repeat(51) }, 'alias', 'form.error.max-50'],
      ['a missing first name', { firstName: undefined }, 'firstName', 'form.error.required'],
      ['a 51-character last name', { lastName: 'x'.repeat(51) }, 'lastName', 'form.error.max-50'],
      ['a 51-character company', { company: 'x'.repeat(51) }, 'company', 'form.error.max-50'],
      ['an invalid e-mail', { email: 'luc.example.fr' }, 'email', 'form.error.email-invalid'],
      ['a 51-character e-mail', { email: `${'l'.repeat(40)}@example.fr` }, 'email', 'form.error.max-50'],
      ['a phone with letters', { phone: '06 12 AB 56 78' }, 'phone', 'form.error.phone-no-letters'],
      ['a 7-character phone', { phone: '0612345' }, 'phone', 'form.error.min-8'],
      ['a 19-character phone', { phone: '0612345678901234567' }, 'phone', 'form.error.max-18'],
      ['an 81-character street', { street1: 'x'.repeat(81) }, 'street1', 'form.error.max-80'],
      ['a street2 over 80', { street2: 'x'.repeat(81) }, 'street2', 'form.error.max-80'],
      ['a missing country', { alpha2Code: undefined }, 'alpha2Code', 'form.error.required'],
      ['an unknown country', { alpha2Code: 'XX' }, 'alpha2Code', 'form.error.country-invalid'],
      ['a missing postcode', { zipCode: '' }, 'zipCode', 'form.error.required'],
      [
        'a French postcode of 4 digits',
        { alpha2Code: 'FR', zipCode: '7500', phone: '06 12 34 56 78' },
        'zipCode',
        'form.error.postcode-invalid',
      ],
      [
        'a Spanish postcode outside the provinces',
        { alpha2Code: 'ES', zipCode: '60001', phone: '612345678' },
        'zipCode',
        'form.error.postcode-invalid',
      ],
    ])(
      'refuses %s with 400 naming the field, on create and on edit',
      async (_name, change, field, message) => {
        const { headers, create, entries } = await clientWith();
        const refused = await create(address(change));
        expect(refused.statusCode).toBe(400);
        expect(refused.json().messages).toContainEqual(expect.objectContaining({ field, message }));
        expect(await entries()).toEqual([]);

        const entry = (await create(address())).json() as Entry;
        const edit = await app.inject({
          method: 'PUT',
          url: `${path}/${entry.id}`,
          headers,
          payload: address(change),
        });
        expect(edit.statusCode).toBe(400);
        expect(edit.json().messages).toContainEqual(expect.objectContaining({ field, message }));
        expect(await entries()).toEqual([expect.objectContaining({ id: entry.id, alias: entry.alias })]);
      },
    );

    it('stores the postcode in its country’s form and a blank company as none, on create and on edit', async () => {
      const { headers, create } = await clientWith();
      const dutch = { alpha2Code: 'NL', zipCode: '1011ab', phone: '+31 6 12345678', city: 'Amsterdam' };
      const created = await create(address({ ...dutch, company: '  ' }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ zipCode: '1011 AB', company: null });

      const edited = await app.inject({
        method: 'PUT',
        url: `${path}/${created.json().id}`,
        headers,
        payload: address({ ...dutch, zipCode: '2511cv', company: '' }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ zipCode: '2511 CV', company: null });
    });

    it('refuses a body with fields of its own choosing, such as another client id', async () => {
      const { create, entries } = await clientWith();
      const response = await create({ ...address(), clientId: '00000000-0000-4000-8000-000000000000' });
      expect(response.statusCode).toBe(400);
      expect(await entries()).toEqual([]);
    });

    it('answers 404 for another client’s entry, and leaves the entry as it was', async () => {
      const { create, entries } = await clientWith();
      const entry = (await create(address())).json() as Entry;
      const url = `${path}/${entry.id}`;
      await expectNotFoundForOtherClient(app, { method: 'PUT', url, payload: address({ alias: 'Stolen' }) });
      await expectNotFoundForOtherClient(app, { method: 'DELETE', url });
      expect(await entries()).toEqual([expect.objectContaining({ id: entry.id, alias: entry.alias })]);
    });

    it.each(['PUT', 'DELETE'] as const)('answers 404 to %s with an id that is not an id', async (method) => {
      const { headers } = await clientWith();
      const response = await app.inject({ method, url: `${path}/not-a-uuid`, headers, payload: address() });
      expect(response.statusCode).toBe(404);
      expect(response.json().messages[0]).toMatchObject({ error_code: 'NotFound' });
    });

    it('refuses the entry past the limit with LimitExceeded, and counts only the client’s own', async () => {
      const busy = await clientWith();
      await busy.fill(limit);
      const refused = await busy.create(address({ alias: 'One too many' }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        messages: [{ error_code: 'LimitExceeded', message: 'addresses.error.limit-exceeded' }],
      });

      const fresh = await clientWith();
      expect((await fresh.create(address())).statusCode).toBe(201);
    });

    it('refuses anonymous callers on every route and serves integrations holding an API key', async () => {
      const { seller, create, entries } = await clientWith();
      const entry = (await create(address())).json() as Entry;
      for (const request of [
        { method: 'GET' as const, url: path },
        { method: 'POST' as const, url: path, payload: address() },
        { method: 'PUT' as const, url: `${path}/${entry.id}`, payload: address() },
        { method: 'DELETE' as const, url: `${path}/${entry.id}` },
      ]) {
        expect((await app.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
      }

      const key = await createTestApiKey(app, seller);
      const byKey = await app.inject({
        method: 'PUT',
        url: `${path}/${entry.id}`,
        headers: { 'x-api-key': key },
        payload: address({ alias: 'Edited by the shop' }),
      });
      expect(byKey.statusCode).toBe(200);
      expect(await entries()).toEqual([expect.objectContaining({ alias: 'Edited by the shop' })]);
    });
  },
);
