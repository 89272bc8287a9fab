import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';

const tShirt = (overrides: Record<string, unknown> = {}) => ({
  description: 'Cotton T-shirt',
  hsCode: '6109.10.00',
  originCountry: 'PT',
  unitValue: 1250,
  weightGrams: 180,
  ...overrides,
});

type Product = { id: string; description: string; hsCode: string };
type ProductList = { products: Product[]; totalMatching: number; totalSaved: number };

describe('product catalogue', async () => {
  const app = await buildTestApp();

  const clientWith = async () => {
    const account = await signUp(app);
    const { headers } = account;
    const create = (body: object) =>
      app.inject({ method: 'POST', url: '/api/v1/products', headers, payload: body });
    const list = async (query = '') => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/products${query}`, headers });
      expect(response.statusCode).toBe(200);
      return response.json() as ProductList;
    };
    /** Fills the catalogue straight in the database: the limit tests need hundreds of rows fast. */
    const seed = (total: number) =>
      app.database.query(
        `INSERT INTO products (client_id, description, hs_code, origin_country, unit_value, weight_grams)
         SELECT $1, 'Seeded ' || g, '490199', 'ES', 100, 10 FROM generate_series(1, $2::int) g`,
        [account.clientId, total],
      );
    return { ...account, create, list, seed };
  };

  it('adds, reads, edits and deletes a product, its HS code kept as digits', async () => {
    const { headers, create, list } = await clientWith();
    expect(await list()).toEqual({ products: [], totalMatching: 0, totalSaved: 0 });

    const created = await create(tShirt({ originCountry: 'pt' }));
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      description: 'Cotton T-shirt',
      hsCode: '61091000',
      originCountry: 'PT',
      unitValue: 1250,
      currency: 'EUR',
      weightGrams: 180,
    });

    const url = `/api/v1/products/${product.id}`;
    const read = await app.inject({ method: 'GET', url, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(product);

    const edited = await app.inject({
      method: 'PUT',
      url,
      headers,
      payload: tShirt({ description: 'Linen shirt', hsCode: '620520', unitValue: 3900 }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: product.id, description: 'Linen shirt', hsCode: '620520' });
    expect((await list()).products).toEqual([
      expect.objectContaining({ description: 'Linen shirt', unitValue: 3900 }),
    ]);

    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect((await list()).totalSaved).toBe(0);
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
  });

  it('finds products by any part of the description or the start of the HS code', async () => {
    const { create, list } = await clientWith();
    await create(tShirt({ description: 'Cotton T-shirt', hsCode: '61091000' }));
    await create(tShirt({ description: 'Wool scarf', hsCode: '61172000' }));
    await create(tShirt({ description: 'Ceramic mug', hsCode: '69120000' }));
    await create(tShirt({ description: '100% cotton socks', hsCode: '61159500' }));
    const descriptions = async (query: string) =>
      (await list(query)).products.map((product) => product.description);

    expect(await descriptions('')).toEqual([
      '100% cotton socks',
      'Ceramic mug',
      'Cotton T-shirt',
      'Wool scarf',
    ]);
    expect(await descriptions('?search=COTTON')).toEqual(['100% cotton socks', 'Cotton T-shirt']);
    expect(await descriptions('?search=6117')).toEqual(['Wool scarf']);
    expect(await descriptions('?search=6109.10')).toEqual(['Cotton T-shirt']);
    expect(await descriptions('?search=61')).toEqual(['100% cotton socks', 'Cotton T-shirt', 'Wool scarf']);
    // Wildcards are plain text: '%' finds the description that holds it, not everything.
    expect(await descriptions('?search=%25')).toEqual(['100% cotton socks']);
    expect(await list('?search=cotton&limit=1')).toMatchObject({ totalMatching: 2, totalSaved: 4 });
    expect((await list('?search=cotton&limit=1')).products).toHaveLength(1);
  });

  it('answers an integration calling with the client’s API key', async () => {
    const account = await clientWith();
    await account.create(tShirt());
    const key = await createTestApiKey(app, account);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { 'x-api-key': key },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products).toEqual([expect.objectContaining({ hsCode: '61091000' })]);
  });

  it.each([
    ['a missing description', { description: undefined }, 'description', 'form.error.required'],
    ['a blank description', { description: '  ' }, 'description', 'form.error.required'],
    ['a 101-character description', { description: 'x'.repeat(101) }, 'description', 'form.error.max-length'],
    ['a 5-digit HS code', { hsCode: '61091' }, 'hsCode', 'customs.error.hs-code'],
    ['an 11-digit HS code', { hsCode: '61091000001' }, 'hsCode', 'customs.error.hs-code'],
    ['an HS code with letters', { hsCode: 'ABC123' }, 'hsCode', 'customs.error.hs-code'],
    ['an unknown origin', { originCountry: 'XX' }, 'originCountry', 'form.error.invalid-country'],
    ['a missing origin', { originCountry: undefined }, 'originCountry', 'form.error.required'],
    ['a zero value', { unitValue: 0 }, 'unitValue', 'form.error.positive'],
    ['a value in euros with cents', { unitValue: 12.5 }, 'unitValue', 'form.error.whole-number'],
    ['a negative weight', { weightGrams: -5 }, 'weightGrams', 'form.error.positive'],
    ['a missing weight', { weightGrams: undefined }, 'weightGrams', 'form.error.required'],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_name, change, field, message) => {
    const { create, list } = await clientWith();
    const response = await create(tShirt(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
    expect((await list()).totalSaved).toBe(0);
  });

  it('refuses the same bad input on an edit and keeps the product as it was', async () => {
    const { headers, create, list } = await clientWith();
    const product = (await create(tShirt())).json();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/products/${product.id}`,
      headers,
      payload: tShirt({ hsCode: '12', weightGrams: 0 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'hsCode', message: 'customs.error.hs-code' }),
        expect.objectContaining({ field: 'weightGrams', message: 'form.error.positive' }),
      ]),
    );
    expect((await list()).products).toEqual([expect.objectContaining({ hsCode: '61091000' })]);
  });

  it.each([
    ['in Japanese script', '緑茶 Sencha', 'form.error.label-script'],
    ['with an emoji', 'Green tea 🍵', 'form.error.label-script'],
    ['with a right-to-left override', 'Green\u202Etea', 'form.error.invalid-characters'],
  ])(
    'refuses a description %s, which the customs documents a picked product fills could not print',
    async (_name, description, message) => {
      const { create, list } = await clientWith();
      const response = await create(tShirt({ description }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().messages).toContainEqual(
        expect.objectContaining({ field: 'description', message }),
      );
      expect((await list()).products).toEqual([]);
      expect((await create(tShirt({ description: 'Green tea, Sencha' }))).statusCode).toBe(201);
    },
  );

  it('answers 404 for another client’s product, and neither shows nor changes it', async () => {
    const { create, list } = await clientWith();
    const product = (await create(tShirt())).json();
    const url = `/api/v1/products/${product.id}`;
    await expectNotFoundForOtherClient(app, { method: 'GET', url });
    await expectNotFoundForOtherClient(app, {
      method: 'PUT',
      url,
      payload: tShirt({ description: 'Stolen' }),
    });
    await expectNotFoundForOtherClient(app, { method: 'DELETE', url });
    const other = await clientWith();
    expect(await other.list()).toEqual({ products: [], totalMatching: 0, totalSaved: 0 });
    expect((await list()).products).toEqual([expect.objectContaining({ description: 'Cotton T-shirt' })]);
  });

  it('answers 404 for an id that is not a product id', async () => {
    const { headers } = await clientWith();
    const response = await app.inject({ method: 'GET', url: '/api/v1/products/not-an-id', headers });
    expect(response.statusCode).toBe(404);
  });

  it('takes the 500th product and refuses the 501st with LimitExceeded', async () => {
    const { create, list, seed } = await clientWith();
    await seed(499);
    expect((await create(tShirt({ description: 'Product 500' }))).statusCode).toBe(201);
    const refused = await create(tShirt({ description: 'Product 501' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      messages: [{ error_code: 'LimitExceeded', message: 'products.error.limit-exceeded' }],
    });
    expect((await list('?search=Product 50')).products.map((p) => p.description)).toEqual(['Product 500']);
    expect((await list()).totalSaved).toBe(500);
  });

  it('leaves exactly 500 products when ten are added at once with 495 already there', async () => {
    const { create, list, seed } = await clientWith();
    await seed(495);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => create(tShirt({ description: `Parallel ${index}` }))),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
    expect((await list()).totalSaved).toBe(500);
  });
});
