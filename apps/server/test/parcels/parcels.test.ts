import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, signUp } from '../helpers/clients.ts';

const shoeBox = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shoe box',
  weight: 1.5,
  length: 35,
  width: 25,
  height: 12,
  ...overrides,
});

type Parcel = { id: string; name: string; weight: number; isDefault: boolean };

describe('saved parcels', async () => {
  const app = await buildTestApp();

  const clientWith = async () => {
    const { headers } = await signUp(app);
    const create = (body: object) =>
      app.inject({ method: 'POST', url: '/api/v1/parcels', headers, payload: body });
    const list = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/parcels', headers });
      expect(response.statusCode).toBe(200);
      return response.json() as Parcel[];
    };
    return { headers, create, list };
  };

  it('saves, lists, edits and deletes a parcel', async () => {
    const { headers, create, list } = await clientWith();
    expect(await list()).toEqual([]);

    const created = await create(shoeBox());
    expect(created.statusCode).toBe(201);
    const parcel = created.json();
    expect(parcel).toMatchObject({
      name: 'Shoe box',
      weight: 1.5,
      length: 35,
      width: 25,
      height: 12,
      isDefault: true,
    });

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/parcels/${parcel.id}`,
      headers,
      payload: shoeBox({ name: 'Boot box', weight: '2,125', height: '15' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: parcel.id, name: 'Boot box', weight: 2.125, height: 15 });
    expect(await list()).toEqual([expect.objectContaining({ name: 'Boot box', weight: 2.125 })]);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/parcels/${parcel.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('reads weights typed with a comma or an apostrophe, to the gram', async () => {
    const { create } = await clientWith();
    expect((await create(shoeBox({ weight: '0,001' }))).json().weight).toBe(0.001);
    expect((await create(shoeBox({ weight: "12'345" }))).json().weight).toBe(12.345);
  });

  it('keeps one default: the first parcel, then the one chosen, then another when it is deleted', async () => {
    const { headers, create, list } = await clientWith();
    const first = (await create(shoeBox({ name: 'First' }))).json();
    const second = (await create(shoeBox({ name: 'Second' }))).json();
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);

    const chosen = await app.inject({ method: 'POST', url: `/api/v1/parcels/${second.id}/default`, headers });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().map((p: Parcel) => [p.name, p.isDefault])).toEqual([
      ['First', false],
      ['Second', true],
    ]);

    await app.inject({ method: 'DELETE', url: `/api/v1/parcels/${second.id}`, headers });
    expect(await list()).toEqual([expect.objectContaining({ name: 'First', isDefault: true })]);

    const third = (await create(shoeBox({ name: 'Third', isDefault: true }))).json();
    expect(third.isDefault).toBe(true);
    expect((await list()).filter((p) => p.isDefault).map((p) => p.name)).toEqual(['Third']);
  });

  it('refuses the 17th parcel with LimitExceeded', async () => {
    const { create, list } = await clientWith();
    for (let index = 1; index <= 16; index += 1) {
      expect((await create(shoeBox({ name: `Box ${index}` }))).statusCode).toBe(201);
    }
    const refused = await create(shoeBox({ name: 'Box 17' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      messages: [{ error_code: 'LimitExceeded', message: 'parcels.error.limit-exceeded' }],
    });
    expect(await list()).toHaveLength(16);
  });

  it('leaves exactly 16 parcels when ten are saved at once with 10 already there', async () => {
    const { create, list } = await clientWith();
    for (let index = 1; index <= 10; index += 1) await create(shoeBox({ name: `Box ${index}` }));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => create(shoeBox({ name: `Parallel ${index}` }))),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(6);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
    const parcels = await list();
    expect(parcels).toHaveLength(16);
    expect(parcels.filter((p) => p.isDefault)).toHaveLength(1);
  });

  it('answers 404 for another client’s parcel and for the client-side custom placeholder', async () => {
    const { headers, create } = await clientWith();
    const parcel = (await create(shoeBox())).json();
    const url = `/api/v1/parcels/${parcel.id}`;
    await expectNotFoundForOtherClient(app, { method: 'PUT', url, payload: shoeBox({ name: 'Stolen' }) });
    await expectNotFoundForOtherClient(app, { method: 'DELETE', url });
    await expectNotFoundForOtherClient(app, { method: 'POST', url: `${url}/default` });
    const custom = await app.inject({ method: 'POST', url: '/api/v1/parcels/custom/default', headers });
    expect(custom.statusCode).toBe(404);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'form.error.required'],
    ['a 151-character name', { name: 'x'.repeat(151) }, 'name', 'form.error.max-length'],
    ['a zero weight', { weight: 0 }, 'weight', 'form.error.positive'],
    ['a weight with 4 decimals', { weight: '1,2345' }, 'weight', 'form.error.max-decimals'],
    ['a fractional length', { length: 10.5 }, 'length', 'form.error.whole-number'],
    ['a negative width', { width: -3 }, 'width', 'form.error.positive'],
    ['a missing height', { height: undefined }, 'height', 'form.error.required'],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const { create, list } = await clientWith();
    const response = await create(shoeBox(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
    expect(await list()).toEqual([]);
  });
});
