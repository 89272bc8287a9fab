import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { billing } from '../orders/order-helpers.ts';

describe('billing client (invoicing details)', async () => {
  const app = await buildTestApp();
  const put = (account: Awaited<ReturnType<typeof signUp>>, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/v1/billing-client', headers: account.headers, payload });
  const get = (account: Awaited<ReturnType<typeof signUp>>) =>
    app.inject({ method: 'GET', url: '/api/v1/billing-client', headers: account.headers });

  it('has no invoicing details before the form is saved, then returns what was saved', async () => {
    const seller = await signUp(app);
    expect((await get(seller)).json()).toEqual({ billingClient: null });
    const saved = await put(seller, { ...billing, taxId: 'b-1234.5674' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ type: 'business', taxId: 'B12345674', companyName: 'Ana Books SL' });
    expect((await get(seller)).json().billingClient.taxId).toBe('B12345674');
  });

  it('saves an autonomous seller without a company name', async () => {
    const seller = await signUp(app);
    const response = await put(seller, {
      ...billing,
      type: 'autonomous',
      companyName: null,
      taxId: '12345678Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().companyName).toBeNull();
  });

  it.each([
    [
      'an invalid tax id',
      { taxId: 'ABC' },
      { error_code: 'InvalidTaxId', message: 'billing.error.invalid-tax-id', field: 'taxId' },
    ],
    [
      'a tax id with the wrong check character for its country',
      { taxId: 'B12345678' },
      { error_code: 'InvalidTaxId', message: 'billing.error.invalid-tax-id', field: 'taxId' },
    ],
    [
      "a person's NIF given as a French tax id",
      { country: 'FR', taxId: '12345678Z' },
      { error_code: 'InvalidTaxId', field: 'taxId' },
    ],
    [
      'a dissolved company',
      { taxId: 'B99999997' },
      { error_code: 'DissolvedCompanyTaxId', message: 'billing.error.dissolved-company', field: 'taxId' },
    ],
    [
      'a company without its name',
      { companyName: '' },
      { error_code: 'RequiredField', field: 'companyName' },
    ],
  ])('answers 422 for %s', async (_name, override, entry) => {
    const seller = await signUp(app);
    const response = await put(seller, { ...billing, ...override });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject(entry);
  });

  it('keeps the customs numbers entered once, in upper case without separators', async () => {
    const seller = await signUp(app);
    const saved = await put(seller, {
      ...billing,
      eoriNumber: 'es b1234 5678',
      vatNumber: 'ES-B12345674',
      iossNumber: 'im 012 345 6789',
    });
    expect(saved.statusCode).toBe(200);
    const expected = { eoriNumber: 'ESB12345678', vatNumber: 'ESB12345674', iossNumber: 'IM0123456789' };
    expect(saved.json()).toMatchObject(expected);
    expect((await get(seller)).json().billingClient).toMatchObject(expected);
    const cleared = await put(seller, { ...billing, eoriNumber: '', vatNumber: null });
    expect(cleared.json()).toMatchObject({ eoriNumber: null, vatNumber: null, iossNumber: null });
  });

  it.each([
    ['eoriNumber', '123456', 'billing.error.eori-invalid'],
    ['eoriNumber', 'ES1234567890123456', 'billing.error.eori-invalid'],
    ['vatNumber', 'B12345678', 'billing.error.vat-invalid'],
    ['vatNumber', 'ESB12345678', 'billing.error.vat-invalid'],
    ['iossNumber', 'IM12345', 'billing.error.ioss-invalid'],
    ['iossNumber', 'IT0123456789', 'billing.error.ioss-invalid'],
  ])('answers 400 for the %s %j, naming the field', async (field, value, message) => {
    const seller = await signUp(app);
    const response = await put(seller, { ...billing, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({ field, message });
    expect((await get(seller)).json()).toEqual({ billingClient: null });
  });

  it.each([
    [
      'a country that does not exist, which would then be locked',
      { country: 'ZZ' },
      'country',
      'form.error.invalid-country',
    ],
    ['a Spanish postcode of letters', { zipCode: 'ABCDE' }, 'zipCode', 'form.error.postcode-invalid'],
    [
      'a French postcode of four digits',
      { country: 'FR', taxId: '40303265045', zipCode: '7500' },
      'zipCode',
      'form.error.postcode-invalid',
    ],
    ['a phone no Spanish number starts with', { phone: '123456789' }, 'phone', 'form.error.invalid-phone'],
    [
      'a French phone written nationally, for a Spanish business',
      { phone: '06 12 34 56 78' },
      'phone',
      'form.error.invalid-phone',
    ],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_name, override, field, message) => {
    const seller = await signUp(app);
    const response = await put(seller, { ...billing, ...override });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message }));
    expect((await get(seller)).json()).toEqual({ billingClient: null });
  });

  it('saves an invoicing address in any country with its own postcode: Ireland with an Eircode, the UK, Portugal', async () => {
    for (const place of [
      {
        country: 'IE',
        zipCode: 'D02 X285',
        location: 'Dublin',
        taxId: '1234567T',
        type: 'autonomous',
        companyName: null,
      },
      {
        country: 'GB',
        zipCode: 'SW1A 1AA',
        location: 'London',
        taxId: '980780684',
        type: 'autonomous',
        companyName: null,
      },
      {
        country: 'PT',
        zipCode: '1000-001',
        location: 'Lisboa',
        taxId: '123456789',
        type: 'autonomous',
        companyName: null,
      },
    ]) {
      const seller = await signUp(app);
      const response = await put(seller, { ...billing, ...place });
      expect(response.statusCode, `${place.country}: ${response.body}`).toBe(200);
    }
  });

  it('locks type, tax id and country once a business is saved', async () => {
    const seller = await signUp(app);
    await put(seller, billing);
    for (const change of [{ type: 'autonomous' }, { taxId: 'B87654321' }, { country: 'FR' }]) {
      const response = await put(seller, { ...billing, ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json().messages[0].message).toBe('billing.error.locked-field');
    }
    expect((await put(seller, { ...billing, address: 'Gran Vía 2' })).statusCode).toBe(200);
  });

  it('names the field of a malformed value (400)', async () => {
    const seller = await signUp(app);
    const response = await put(seller, { ...billing, email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({
      field: 'email',
      message: 'form.error.email-invalid',
    });
  });

  it("keeps each client's details to itself", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await put(a, billing);
    expect((await get(b)).json()).toEqual({ billingClient: null });
  });
});
