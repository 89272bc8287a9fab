import type { ShippingRule, ShippingRuleOptions } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { madridWarehouse } from '../addresses/address-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, expectNotFoundForOtherClient, type SignedUp, signUp } from '../helpers/clients.ts';

const always = { identifier: 'ALL_SHIPMENTS', operation: 'ALWAYS' };
const toFrance = { identifier: 'DESTINATION', operation: 'EQUALS', value: 'FR' };
const declare = (value: number) => ({ identifier: 'CONTENT_VALUE', operation: 'ASSIGN', value });
const ruleBody = (overrides: Record<string, unknown> = {}) => ({
  alias: 'Declare 25 €',
  conditions: [always],
  actions: [declare(25)],
  ...overrides,
});

describe('shipping rules', async () => {
  const app = await buildTestApp();

  const clientWith = async () => {
    const seller = await signUp(app);
    const { headers } = seller;
    const create = (body: object) =>
      app.inject({ method: 'POST', url: '/api/v1/shipping-rules', headers, payload: body });
    const list = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/v1/shipping-rules', headers });
      expect(response.statusCode).toBe(200);
      return response.json() as ShippingRule[];
    };
    const options = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/v1/shipping-rules/options?language=en', headers })
      ).json() as ShippingRuleOptions;
    return { seller, headers, create, list, options };
  };

  it('saves, lists, edits, disables, reorders and deletes rules; the list is in priority order', async () => {
    const { headers, create, list } = await clientWith();
    expect(await list()).toEqual([]);

    const first = await create(ruleBody());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      alias: 'Declare 25 €',
      enabled: true,
      position: 1,
      actions: [declare(25)],
    });
    const second = (
      await create(ruleBody({ alias: 'France', conditions: [toFrance] }))
    ).json() as ShippingRule;
    expect((await list()).map((rule) => rule.alias)).toEqual(['Declare 25 €', 'France']);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/shipping-rules/${second.id}`,
      headers,
      payload: ruleBody({ alias: 'To France', conditions: [toFrance], actions: [declare(30)] }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: second.id, alias: 'To France', position: 2 });
    const got = await app.inject({ method: 'GET', url: `/api/v1/shipping-rules/${second.id}`, headers });
    expect(got.json()).toMatchObject({ alias: 'To France', actions: [declare(30)] });

    const disabled = await app.inject({
      method: 'PUT',
      url: `/api/v1/shipping-rules/${second.id}/enabled`,
      headers,
      payload: { enabled: false },
    });
    expect(disabled.json()).toMatchObject({ enabled: false });

    const swapped = await app.inject({
      method: 'POST',
      url: '/api/v1/shipping-rules/swap',
      headers,
      payload: { firstId: first.json().id, secondId: second.id },
    });
    expect(swapped.statusCode).toBe(200);
    expect((swapped.json() as ShippingRule[]).map((rule) => [rule.alias, rule.position])).toEqual([
      ['To France', 1],
      ['Declare 25 €', 2],
    ]);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shipping-rules/${second.id}`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).map((rule) => rule.alias)).toEqual(['Declare 25 €']);
  });

  it('answers the rule definitions from configuration and the maximum count of the tenant', async () => {
    const { headers } = await clientWith();
    const response = await app.inject({ method: 'GET', url: '/api/v1/shipping-rules/definitions', headers });
    expect(response.statusCode).toBe(200);
    const definitions = response.json();
    expect(definitions.maxShippingRules).toBe(15);
    expect(definitions.actionOperations).toEqual(['ASSIGN', 'OVERWRITE']);
    expect(definitions.conditions.map((d: { inputType: string }) => d.inputType)).toEqual(
      expect.arrayContaining(['NUMBER', 'POSTAL_ZONE', 'SERVICE', 'SOURCE', 'WAREHOUSE', 'NONE']),
    );
    expect(definitions.actions.map((d: { inputType: string }) => d.inputType)).toContain('PARCEL');
  });

  it('offers the services, destinations, sources, the client’s warehouses by alias and parcels with weight and measures', async () => {
    const { headers, options } = await clientWith();
    await app.inject({ method: 'POST', url: '/api/v1/warehouses', headers, payload: madridWarehouse() });
    await app.inject({
      method: 'POST',
      url: '/api/v1/parcels',
      headers,
      payload: { name: 'Shoe box', weight: 1.5, length: 35, width: 25, height: 12 },
    });
    const answer = await options();
    expect(answer.services.length).toBeGreaterThan(5);
    expect(answer.services[0]).toMatchObject({ label: expect.any(String), tags: expect.any(Array) });
    expect(answer.destinations).toContainEqual({ value: 'ES-CN', label: 'Canary Islands' });
    expect(answer.sources).toContainEqual({ value: 'CSV', label: 'CSV import' });
    expect(answer.warehouses).toEqual([{ value: expect.any(String), label: 'Madrid store' }]);
    expect(answer.parcels).toEqual([
      { value: expect.any(String), label: 'Shoe box', sublabel: '1.5 kg · 35 × 25 × 12 cm' },
    ]);
  });

  it.each([
    ['no name', { alias: '' }, 'alias', 'form.error.required'],
    ['no condition', { conditions: [] }, 'conditions', 'forms.error.field-required'],
    [
      'a condition without identifier',
      { conditions: [{ identifier: '', operation: 'EQUALS', value: 'FR' }] },
      'conditions.0.identifier',
      'forms.error.field-required',
    ],
    [
      'an operation the condition lacks',
      { conditions: [{ ...toFrance, operation: 'GREATER_THAN' }] },
      'conditions.0.operation',
      'forms.error.field-required',
    ],
    [
      'an action without operation',
      { actions: [{ identifier: 'SERVICE', operation: '', value: 'x' }] },
      'actions.0.operation',
      'forms.error.field-required',
    ],
    ['a negative value', { actions: [declare(-1)] }, 'actions.0.value', 'form.error.positive'],
    [
      'a fraction of a parcel',
      { conditions: [{ identifier: 'PARCEL_COUNT', operation: 'GREATER_THAN', value: 1.5 }] },
      'conditions.0.value',
      'form.error.decimals-disallowed',
    ],
    [
      'three decimals on euros',
      { actions: [declare(1.234)] },
      'actions.0.value',
      'form.error.decimals-limit',
    ],
    [
      'no destination',
      { conditions: [{ ...toFrance, value: '' }] },
      'conditions.0.value',
      'form.error.required',
    ],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const { create, list } = await clientWith();
    const response = await create(ruleBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
    expect(await list()).toEqual([]);
  });

  it('refuses a value that is not one of its options: an unknown zone, another client’s warehouse', async () => {
    const { create } = await clientWith();
    const other = await clientWith();
    const warehouse = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/warehouses',
        headers: other.headers,
        payload: madridWarehouse(),
      })
    ).json();
    for (const change of [
      { conditions: [{ ...toFrance, value: 'XX' }] },
      { actions: [{ identifier: 'WAREHOUSE', operation: 'ASSIGN', value: warehouse.id }] },
    ]) {
      const response = await create(ruleBody(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({ message: 'shipping-rules.error.unknown-option' });
    }
  });

  it('refuses a name another rule of the client has (alias duplicated), whatever its case', async () => {
    const { headers, create } = await clientWith();
    expect((await create(ruleBody())).statusCode).toBe(201);
    const again = await create(ruleBody({ alias: 'DECLARE 25 €' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0]).toMatchObject({ message: 'shipping-rules.error.alias-duplicated' });
    const other = (await create(ruleBody({ alias: 'Other' }))).json();
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/v1/shipping-rules/${other.id}`,
      headers,
      payload: ruleBody(),
    });
    expect(renamed.statusCode).toBe(409);
    // Another client may use the same name.
    expect((await (await clientWith()).create(ruleBody())).statusCode).toBe(201);
  });

  it('refuses a rule past the maximum (limit exceeded)', async () => {
    const { create, list } = await clientWith();
    for (let index = 1; index <= 15; index += 1) {
      expect((await create(ruleBody({ alias: `Rule ${index}` }))).statusCode).toBe(201);
    }
    const refused = await create(ruleBody({ alias: 'Rule 16' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages[0]).toMatchObject({ message: 'shipping-rules.error.limit-exceeded' });
    expect(await list()).toHaveLength(15);
  });

  it('answers 404 for another client’s rule, on every route that names one', async () => {
    const { headers, create } = await clientWith();
    const rule = (await create(ruleBody())).json() as ShippingRule;
    const mine = (await create(ruleBody({ alias: 'Mine' }))).json() as ShippingRule;
    await expectNotFoundForOtherClient(app, { method: 'GET', url: `/api/v1/shipping-rules/${rule.id}` });
    await expectNotFoundForOtherClient(app, {
      method: 'PUT',
      url: `/api/v1/shipping-rules/${rule.id}`,
      payload: ruleBody(),
    });
    await expectNotFoundForOtherClient(app, {
      method: 'PUT',
      url: `/api/v1/shipping-rules/${rule.id}/enabled`,
      payload: { enabled: false },
    });
    await expectNotFoundForOtherClient(app, { method: 'DELETE', url: `/api/v1/shipping-rules/${rule.id}` });
    await expectNotFoundForOtherClient(app, {
      method: 'POST',
      url: '/api/v1/shipping-rules/swap',
      payload: { firstId: rule.id, secondId: mine.id },
    });
    const malformed = await app.inject({ method: 'GET', url: '/api/v1/shipping-rules/not-a-uuid', headers });
    expect(malformed.statusCode).toBe(404);
  });

  describe('run on the shipments a client creates', () => {
    const apiCreate = async (seller: SignedUp, body: object) => {
      const key = await createTestApiKey(app, seller);
      return app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers: { 'x-api-key': key },
        payload: body,
      });
    };
    const parcel = { weight: 2, length: 30, width: 20, height: 10 };
    const toParis = { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' };

    it('through the API: in priority order, and the shipment records which rule changed what', async () => {
      const { seller, create, options } = await clientWith();
      const [service] = (await options()).services;
      await create(
        ruleBody({
          alias: 'Express to France',
          conditions: [toFrance],
          actions: [{ identifier: 'SERVICE', operation: 'ASSIGN', value: service!.value }],
        }),
      );
      await create(ruleBody({ alias: 'Declare 25 €' }));
      await create(ruleBody({ alias: 'Declare 40 € (too late to assign)', actions: [declare(40)] }));
      await create(
        ruleBody({
          alias: 'Heavy only',
          conditions: [{ identifier: 'TOTAL_WEIGHT', operation: 'GREATER_THAN', value: 5 }],
          actions: [declare(99)],
        }),
      );

      const created = await apiCreate(seller, { to: toParis, parcels: [parcel] });
      expect(created.statusCode).toBe(201);
      const { data } = created.json();
      expect(data.service).toMatchObject({ id: service!.value });
      expect(data.content).toMatchObject({ value: 2500 });
      expect(data.appliedShippingRules).toEqual([
        {
          ruleId: expect.any(String),
          alias: 'Express to France',
          changes: [{ identifier: 'SERVICE', operation: 'ASSIGN', value: service!.value }],
        },
        {
          ruleId: expect.any(String),
          alias: 'Declare 25 €',
          changes: [{ identifier: 'CONTENT_VALUE', operation: 'ASSIGN', value: 25 }],
        },
      ]);
      const details = await app.inject({
        method: 'GET',
        url: `/api/v1/shipments/${created.json().reference}`,
        headers: seller.headers,
      });
      expect(details.json().data.appliedShippingRules).toHaveLength(2);
    });

    it('on every row of a CSV import, inside the import', async () => {
      const { seller, headers, create } = await clientWith();
      await create(
        ruleBody({
          alias: 'CSV to France',
          conditions: [{ identifier: 'SOURCE', operation: 'EQUALS', value: 'CSV' }, toFrance],
          actions: [declare(25)],
        }),
      );
      const file = Buffer.from(
        'order_id,recipient_first_name,recipient_last_name,recipient_zip,recipient_country,parcel_weight_kg,parcel_length_cm,parcel_width_cm,parcel_height_cm\n' +
          'R-1,Zoé,Dupont,75002,FR,1.5,30,20,10\n' +
          'R-2,Ana,Silva,1100-148,PT,1.5,30,20,10\n',
      );
      const { uploadUrl, downloadUrl } = (
        await app.inject({ method: 'GET', url: '/api/v1/shipments/imports/upload-url', headers })
      ).json();
      await app.inject({
        method: 'PUT',
        url: uploadUrl,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: file,
      });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments/imports',
        headers,
        payload: { url: downloadUrl, source: 'csv' },
      });
      expect(registered.statusCode).toBe(202);
      await drainJobs(app);
      const rows = await app.database.query<{
        external_order_id: string;
        content: { value?: number };
        applied_shipping_rules: { alias: string }[];
      }>(
        'SELECT external_order_id, content, applied_shipping_rules FROM shipments WHERE client_id = $1 ORDER BY external_order_id',
        [seller.clientId],
      );
      expect(
        rows.map((row) => [
          row.external_order_id,
          row.content.value,
          row.applied_shipping_rules.map((rule) => rule.alias),
        ]),
      ).toEqual([
        ['R-1', 2500, ['CSV to France']],
        ['R-2', undefined, []],
      ]);
    });

    it('a shipment a program creates comes from the API unless it names its source', async () => {
      const { seller, create } = await clientWith();
      await create(
        ruleBody({
          alias: 'From the API',
          conditions: [{ identifier: 'SOURCE', operation: 'EQUALS', value: 'API' }],
        }),
      );
      const plain = (await apiCreate(seller, { to: toParis, parcels: [parcel] })).json();
      expect(plain.data.source).toBe('API');
      expect(plain.data.appliedShippingRules.map((rule: { alias: string }) => rule.alias)).toEqual([
        'From the API',
      ]);
      const named = (await apiCreate(seller, { source: 'WOO', to: toParis, parcels: [parcel] })).json();
      expect(named.data.source).toBe('WOO');
      expect(named.data.appliedShippingRules).toEqual([]);
    });

    it('not on a draft the seller starts in the checkout, and not with a disabled rule', async () => {
      const { seller, headers, create } = await clientWith();
      const rule = (await create(ruleBody())).json() as ShippingRule;
      const manual = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers,
        payload: { to: toParis, parcels: [parcel] },
      });
      expect(manual.json().data.appliedShippingRules).toEqual([]);
      await app.inject({
        method: 'PUT',
        url: `/api/v1/shipping-rules/${rule.id}/enabled`,
        headers,
        payload: { enabled: false },
      });
      const viaApi = await apiCreate(seller, { to: toParis, parcels: [parcel] });
      expect(viaApi.json().data.appliedShippingRules).toEqual([]);
      expect(viaApi.json().data.content.value).toBeUndefined();
    });

    it('on a duplicate: a saved parcel and warehouse set by the rule become the copy’s parcel and sender', async () => {
      const { seller, headers, create } = await clientWith();
      const warehouse = (
        await app.inject({ method: 'POST', url: '/api/v1/warehouses', headers, payload: madridWarehouse() })
      ).json();
      const box = (
        await app.inject({
          method: 'POST',
          url: '/api/v1/parcels',
          headers,
          payload: { name: 'Shoe box', weight: 1.5, length: 35, width: 25, height: 12 },
        })
      ).json();
      const original = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments',
        headers,
        payload: { to: toParis, parcels: [parcel] },
      });
      await create(
        ruleBody({
          alias: 'Shoes from Madrid',
          actions: [
            { identifier: 'PARCEL', operation: 'OVERWRITE', value: box.id },
            { identifier: 'WAREHOUSE', operation: 'ASSIGN', value: warehouse.id },
          ],
        }),
      );
      const copy = await app.inject({
        method: 'POST',
        url: `/api/v1/shipments/${original.json().reference}/duplicate`,
        headers,
      });
      expect(copy.statusCode).toBe(201);
      const { data } = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/shipments/${copy.json().reference}`,
          headers: seller.headers,
        })
      ).json();
      expect(data.parcels).toEqual([{ name: 'Shoe box', weight: 1.5, length: 35, width: 25, height: 12 }]);
      expect(data.from).toMatchObject({ firstName: 'Lucía', city: 'Madrid' });
      expect(
        data.appliedShippingRules[0].changes.map((change: { identifier: string }) => change.identifier),
      ).toEqual(['PARCEL', 'WAREHOUSE']);
    });
  });
});
