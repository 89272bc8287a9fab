import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';

describe('onboarding answers', async () => {
  const app = await buildTestApp();
  const save = (who: SignedUp, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/v1/client/onboarding', headers: who.headers, payload });
  const stored = async (who: SignedUp) =>
    (
      await app.database.query<Record<string, unknown>>(
        'SELECT marketplaces, ecommerces, phone_prefix, phone_number FROM client_onboarding WHERE client_id = $1',
        [who.clientId],
      )
    )[0];

  it('saves the stores, marketplaces and phone to the client, and a new answer replaces them', async () => {
    const seller = await signUp(app);
    const first = await save(seller, {
      marketplaces: ['amazon', 'etsy'],
      ecommerces: ['shopify'],
      phone: { prefix: '+34', number: '600111222' },
    });
    expect(first.statusCode).toBe(204);
    expect(await stored(seller)).toEqual({
      marketplaces: ['amazon', 'etsy'],
      ecommerces: ['shopify'],
      phone_prefix: '+34',
      phone_number: '600111222',
    });
    expect((await save(seller, { marketplaces: ['none'], ecommerces: [] })).statusCode).toBe(204);
    expect(await stored(seller)).toEqual({
      marketplaces: ['none'],
      ecommerces: [],
      phone_prefix: null,
      phone_number: null,
    });
  });

  it('takes a phone with only its country prefix', async () => {
    const seller = await signUp(app);
    expect(
      (await save(seller, { marketplaces: [], ecommerces: ['wix'], phone: { prefix: '+33' } })).statusCode,
    ).toBe(204);
    expect(await stored(seller)).toMatchObject({ phone_prefix: '+33', phone_number: null });
  });

  it.each([
    [{ marketplaces: [], ecommerces: [] }, 'onboarding.error.choose-one', 'marketplaces'],
    [{ marketplaces: ['none', 'amazon'], ecommerces: [] }, 'onboarding.error.no-store-mixed', 'marketplaces'],
    [
      { marketplaces: [], ecommerces: ['shopify'], phone: { number: '600111222' } },
      'form.error.required',
      'phone.prefix',
    ],
    [
      { marketplaces: [], ecommerces: ['shopify'], phone: { prefix: '34' } },
      'form.error.invalid-format',
      'phone.prefix',
    ],
    [
      { marketplaces: [], ecommerces: ['shopify'], phone: { prefix: '+34', number: '600-111' } },
      'form.error.invalid-format',
      'phone.number',
    ],
    [{ ecommerces: ['shopify'] }, 'form.error.required', 'marketplaces'],
  ])('refuses %j with %s on %s', async (payload, message, field) => {
    const seller = await signUp(app);
    const response = await save(seller, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ message, field }));
    expect(await stored(seller)).toBeUndefined();
  });
});
