import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { bulkApi, markBought, snapshotOf } from './bulk-fixtures.ts';

describe('POST /shipments/insure', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);
  const call = bulkApi(app, seller);
  const otherCall = bulkApi(app, other);
  const insurable = (await call.services()).find(
    (s) => s.products.insurance.isEnabled && s.products.insurance.basePrice > 0,
  )!;
  const service = snapshotOf(insurable);
  const productsOf = async (api: typeof call, reference: string) => {
    const response = await api.get(`/shipments/${reference}/products`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().shipmentsPriceDetails[0];
  };

  it('insures each draft for its content value, and says why the others cannot be', async () => {
    const insured = await call.draft({ service, content: { description: 'Books', value: 3500 } });
    const noValue = await call.draft({ service, content: { description: 'Books' } });
    const noService = await call.draft({ service: null });
    const bought = await call.draft({ service });
    await markBought(app, bought);
    const theirs = await otherCall.draft({ service });
    const theirsBefore = await productsOf(otherCall, theirs);

    const response = await call.post('/shipments/insure', {
      references: [insured, noValue, noService, bought, theirs],
      option: 'ENHANCED',
    });

    expect(response.statusCode, response.body).toBe(200);
    const tier = [...insurable.products.insurance.tiers]
      .sort((a, b) => a.coverage - b.coverage)
      .find((t) => t.coverage >= 3500)!;
    expect(response.json()).toEqual({
      [insured]: { insured: true, coverage: tier.coverage },
      [noValue]: {
        insured: false,
        coverage: 0,
        error_code: 'ValueNotAllowedField',
        message: 'insurance.error.value-required',
      },
      [noService]: {
        insured: false,
        coverage: 0,
        error_code: 'MissingCarrierProduct',
        message: 'pricing.error.no-service',
      },
      [bought]: {
        insured: false,
        coverage: 0,
        error_code: 'ValueNotAllowedField',
        message: 'shipment.error.not-editable',
      },
      [theirs]: { insured: false, coverage: 0, error_code: 'NotFound', message: 'shipment.error.not-found' },
    });

    // The checkout's products show the choice and its price, as the bulk insurance quote priced it.
    const products = await productsOf(call, insured);
    expect(products.selection.insurance).toEqual({
      option: 'ENHANCED',
      value: 3500,
      coverage: tier.coverage,
    });
    expect(products.products.insurance).toMatchObject({ quantity: 1, basePrice: tier.basePrice });
    const quote = (
      await call.post('/shipments/products/insurance', { references: [insured], option: 'ENHANCED' })
    ).json();
    expect(quote.productsDetails[0].insurance).toMatchObject({
      isAvailable: true,
      coverage: tier.coverage,
      basePrice: products.products.insurance.basePrice,
    });
    // Nothing of the other client's draft changed.
    expect(await productsOf(otherCall, theirs)).toEqual(theirsBefore);
    expect((await productsOf(call, noValue)).selection.insurance.option).not.toBe('ENHANCED');
  });

  it("insures with the platform's own insurance, up to what it covers", async () => {
    const small = await call.draft({ service, content: { description: 'Lamp', value: 12_000 } });
    const large = await call.draft({ service, content: { description: 'Piano', value: 900_000 } });
    const response = await call.post('/shipments/insure', {
      references: [small, large, small],
      option: 'PLATFORM_INSURANCE',
    });
    expect(response.json()).toEqual({
      [small]: { insured: true, coverage: 12_000 },
      [large]: {
        insured: false,
        coverage: 0,
        error_code: 'ValueNotAllowedField',
        message: 'insurance.error.value-above-coverage',
      },
    });
    expect((await productsOf(call, small)).selection.insurance).toMatchObject({
      option: 'PLATFORM_INSURANCE',
      coverage: 12_000,
    });
  });

  it('insures with the enhanced option by default and refuses an unknown option', async () => {
    const reference = await call.draft({ service, content: { description: 'Books', value: 1000 } });
    const byDefault = await call.post('/shipments/insure', { references: [reference] });
    expect(byDefault.json()[reference].insured).toBe(true);
    expect((await productsOf(call, reference)).selection.insurance.option).toBe('ENHANCED');

    const unknown = await call.post('/shipments/insure', { references: [reference], option: 'GOLD' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages[0]).toMatchObject({ error_code: 'ValueNotAllowedField', field: 'option' });
  });
});
