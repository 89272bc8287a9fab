import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';
import { inParallel, parisRecipient } from './address-fixtures.ts';

type Page = {
  content: { id: string; alias: string; city: string | null }[];
  pagination: { currentPage: number; totalElements: number; totalPages: number };
};

describe('recipient address book', async () => {
  const app = await buildTestApp();

  const clientWith = async () => {
    const seller = await signUp(app);
    const { headers } = seller;
    const create = (body: object) =>
      app.inject({ method: 'POST', url: '/api/v1/recipients', headers, payload: body });
    const page = async (query = '') => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/recipients${query}`, headers });
      expect(response.statusCode).toBe(200);
      return response.json() as Page;
    };
    /** Fills the book straight in the database, faster than hundreds of requests. */
    const fill = async (count: number, alias = 'Bulk') => {
      await app.database.query(
        `INSERT INTO recipient_addresses (client_id, alias, first_name, last_name, email, phone, street1, alpha2_code, zip_code, city)
         SELECT $1, $2 || ' ' || lpad(n::text, 3, '0'), 'Luc', 'Martin', 'luc@example.fr', '0612345678', '1 Rue', 'FR', '75001', 'Paris'
         FROM generate_series(1, $3::int) AS n`,
        [seller.clientId, alias, count],
      );
    };
    return { headers, create, page, fill };
  };

  it('creates, edits and deletes an entry', async () => {
    const { headers, create, page } = await clientWith();
    const created = await create(parisRecipient());
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({ alias: 'Luc in Paris', alpha2Code: 'FR', zipCode: '75001', company: null });

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/recipients/${entry.id}`,
      headers,
      payload: parisRecipient({ alias: 'Luc in Lyon', city: 'Lyon', zipCode: '69001' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: entry.id, alias: 'Luc in Lyon', city: 'Lyon' });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/recipients/${entry.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect((await page()).pagination.totalElements).toBe(0);
  });

  it('pages the book 9 at a time, sorted by alias', async () => {
    const { create, page, fill } = await clientWith();
    await fill(19, 'Shop');
    await create(parisRecipient({ alias: 'aardvark' }));

    const first = await page();
    expect(first.pagination).toEqual({ currentPage: 1, totalElements: 20, totalPages: 3 });
    expect(first.content).toHaveLength(9);
    expect(first.content[0]!.alias).toBe('aardvark');
    expect(first.content[1]!.alias).toBe('Shop 001');

    const last = await page('?page=3&size=9');
    expect(last.pagination.currentPage).toBe(3);
    expect(last.content.map((entry) => entry.alias)).toEqual(['Shop 018', 'Shop 019']);

    const beyond = await page('?page=4');
    expect(beyond.content).toEqual([]);
    expect(beyond.pagination.totalPages).toBe(3);
  });

  it('searches by alias in any case, and filters by city, postcode and country', async () => {
    const { create, page } = await clientWith();
    await create(parisRecipient({ alias: 'Grandma Rose' }));
    await create(parisRecipient({ alias: 'rosebud shop', city: 'Lyon', zipCode: '69001' }));
    await create(
      parisRecipient({
        alias: 'Office',
        alpha2Code: 'ES',
        zipCode: '28013',
        city: 'Madrid',
        phone: '612345678',
      }),
    );

    const aliases = async (query: string) => (await page(query)).content.map((entry) => entry.alias);
    expect(await aliases('?alias=ROSE')).toEqual(['Grandma Rose', 'rosebud shop']);
    expect(await aliases('?alias=rose&city=lyon')).toEqual(['rosebud shop']);
    expect(await aliases('?zipCode=75001')).toEqual(['Grandma Rose']);
    expect(await aliases('?country=es')).toEqual(['Office']);
    expect(await aliases('?alias=%25')).toEqual([]);
    expect((await page('?alias=rose')).pagination).toEqual({
      currentPage: 1,
      totalElements: 2,
      totalPages: 1,
    });
  });

  it('answers saved recipients matching the checkout destination', async () => {
    const { headers, create } = await clientWith();
    await create(parisRecipient({ alias: 'Paris 1' }));
    await create(parisRecipient({ alias: 'Paris 2', city: 'PARIS' }));
    await create(parisRecipient({ alias: 'Lyon', city: 'Lyon', zipCode: '69001' }));

    const saved = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/recipients/saved${query}`, headers });
      expect(response.statusCode).toBe(200);
      return (response.json() as { alias: string }[]).map((entry) => entry.alias);
    };
    expect(await saved('?country=FR&city=paris&zipCode=75001')).toEqual(['Paris 1', 'Paris 2']);
    expect(await saved('?country=FR&zipCode=69001')).toEqual(['Lyon']);
    expect(await saved('?country=ES')).toEqual([]);
  });

  it('refuses the 501st entry with LimitExceeded', async () => {
    const { create, page, fill } = await clientWith();
    await fill(499);
    expect((await create(parisRecipient({ alias: 'The 500th' }))).statusCode).toBe(201);
    const refused = await create(parisRecipient({ alias: 'The 501st' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      messages: [{ error_code: 'LimitExceeded', message: 'addresses.error.limit-exceeded' }],
    });
    expect((await page()).pagination.totalElements).toBe(500);
  });

  it('leaves exactly 500 entries when ten are created at once near the limit', async () => {
    const { create, page, fill } = await clientWith();
    await fill(495);
    const responses = await inParallel(10, (index) => create(parisRecipient({ alias: `Parallel ${index}` })));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
    expect((await page()).pagination.totalElements).toBe(500);
  });

  it('answers 404 for another client’s entry and never shows it', async () => {
    const { create } = await clientWith();
    const entry = (await create(parisRecipient())).json();
    const url = `/api/v1/recipients/${entry.id}`;
    await expectNotFoundForOtherClient(app, {
      method: 'PUT',
      url,
      payload: parisRecipient({ alias: 'Stolen' }),
    });
    await expectNotFoundForOtherClient(app, { method: 'DELETE', url });
    await expectNotFoundForOtherClient(app, {
      method: 'PUT',
      url: '/api/v1/recipients/not-a-uuid',
      payload: parisRecipient(),
    });

    const other = await clientWith();
    expect((await other.page()).content).toEqual([]);
    const saved = await app.inject({
      method: 'GET',
      url: '/api/v1/recipients/saved?country=FR',
      headers: other.headers,
    });
    expect(saved.json()).toEqual([]);
  });

  it.each([
    ['a missing alias', { alias: undefined }, 'alias', 'form.error.required'],
    ['a 51-character alias', { alias: 'x'.repeat(51) }, 'alias', 'form.error.max-50'],
    ['a 51-character e-mail', { email: `${'l'.repeat(40)}@example.fr` }, 'email', 'form.error.max-50'],
    ['a 19-character phone', { phone: '0612345678901234567' }, 'phone', 'form.error.max-18'],
    ['a street2 over 80', { street2: 'x'.repeat(81) }, 'street2', 'form.error.max-80'],
    ['a French postcode of 4 digits', { zipCode: '7500' }, 'zipCode', 'form.error.postcode-invalid'],
    [
      'a Spanish postcode outside the provinces',
      { alpha2Code: 'ES', zipCode: '60001', phone: '612345678' },
      'zipCode',
      'form.error.postcode-invalid',
    ],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const { create } = await clientWith();
    const response = await create(parisRecipient(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
  });

  it.each(['?page=0', '?size=0', '?size=101', '?page=abc'])(
    'refuses the list query %s with 400',
    async (query) => {
      const { headers } = await clientWith();
      const response = await app.inject({ method: 'GET', url: `/api/v1/recipients${query}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({ field: expect.stringMatching(/page|size/) });
    },
  );
});
