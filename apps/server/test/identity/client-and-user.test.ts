import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { cookiesOf, type SignedUp, sessionHeaders, signUp } from '../helpers/clients.ts';
import { cardNonce } from '../payments/payment-helpers.ts';

describe('client and user endpoints', async () => {
  const app = await buildTestApp();

  const put = (account: SignedUp, url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: account.headers, payload: payload as object });
  const get = (account: SignedUp, url: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });

  describe('GET /init', () => {
    it('returns client, user, empty parcels and payment methods, the sandbox methods, features and tenant', async () => {
      const account = await signUp(app, { tenant: 'marketplace' });
      const response = await get(account, '/init');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.client.id).toBe(account.clientId);
      expect(body.user.id).toBe(account.userId);
      expect(body.parcels).toEqual([]);
      expect(body.paymentMethods).toEqual([]);
      expect(body.availablePaymentMethods).toEqual([
        'creditcard3dsecure',
        'paypal',
        'bancontact',
        'directdebit',
      ]);
      expect(body.features).toContainEqual(
        expect.objectContaining({ featureName: 'OWN_CONTRACT', source: 'subscription' }),
      );
      expect(body.capabilities.subscriptionsEnabled).toBe(true);
      expect(body.tenant).toMatchObject({
        id: 'marketplace',
        partnerSlug: 'marketbox',
        brandName: 'Marketbox Shipping',
        privatePrefix: '/fr/private',
        colors: { primary: expect.stringMatching(/^#/) },
        switches: { excludedPremiumCarriers: ['ups', 'colissimo'] },
      });
      // The marketplace tenant has no news feed: its header shows no notifications bell.
      expect(body.tenant).not.toHaveProperty('notificationWidgetId');
    });

    it("names the tenant's news feed for the header's notifications bell where it has one", async () => {
      const account = await signUp(app, { tenant: 'main' });
      expect((await get(account, '/init')).json().tenant.notificationWidgetId).toBe('shipdeck-news');
    });

    it("returns the client's saved payment methods, and no other client's", async () => {
      const account = await signUp(app);
      const saved = await app.inject({
        method: 'POST',
        url: '/api/v1/payment-methods',
        headers: account.headers,
        payload: { type: 'DIRECT', method: 'creditcard3dsecure', nonce: await cardNonce(app, account) },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const body = (await get(account, '/init')).json();
      expect(body.paymentMethods).toEqual([
        expect.objectContaining({
          id: saved.json().id,
          method: 'creditcard3dsecure',
          type: 'DIRECT',
          cardLastFour: '1111',
        }),
      ]);
      expect((await get(await signUp(app), '/init')).json().paymentMethods).toEqual([]);
    });

    it('includes the saved parcels', async () => {
      const account = await signUp(app);
      const saved = await app.inject({
        method: 'POST',
        url: '/api/v1/parcels',
        headers: account.headers,
        payload: { name: 'Shoebox', height: 12, length: 33, width: 20, weight: 1.2 },
      });
      expect(saved.statusCode).toBe(201);
      const body = (await get(account, '/init')).json();
      expect(body.parcels).toEqual([expect.objectContaining({ name: 'Shoebox', isDefault: true })]);
    });
  });

  describe('client', () => {
    it('GET /client returns the caller’s client with the user’s consents', async () => {
      const account = await signUp(app);
      const response = await get(account, '/client');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: account.clientId,
        email: account.email,
        policies: { dataProcessing: true, marketingEmails: false, marketingCalls: false },
      });
    });

    it('PUT /client updates the phone and profile fields, and a new phone needs verifying again', async () => {
      const account = await signUp(app);
      await app.database.query('UPDATE clients SET phone_number_verified = true WHERE id = $1', [
        account.clientId,
      ]);
      const response = await put(account, '/client', {
        phone: '+34 612 345 678',
        companyName: 'Hopper Goods',
        address: 'Calle Mayor 1',
        zipCode: '28013',
        city: 'Madrid',
        alpha2Code: 'ES',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        phone: '+34612345678',
        phoneNumberVerified: false,
        companyName: 'Hopper Goods',
        city: 'Madrid',
        alpha2Code: 'ES',
        firstName: 'Ada',
      });
      expect((await get(account, '/client')).json().phone).toBe('+34612345678');
    });

    it('keeps the phone verified when the same number is sent again', async () => {
      const account = await signUp(app);
      await put(account, '/client', { phone: '+34612345678' });
      await app.database.query('UPDATE clients SET phone_number_verified = true WHERE id = $1', [
        account.clientId,
      ]);
      const response = await put(account, '/client', { phone: '+34 612345678', city: 'Sevilla' });
      expect(response.json().phoneNumberVerified).toBe(true);
    });

    it('locks type, tax id and country once the client is a business', async () => {
      const account = await signUp(app, { accountType: 'business' });
      expect((await put(account, '/client', { taxId: 'B12345678', alpha2Code: 'ES' })).statusCode).toBe(200);
      for (const change of [{ taxId: 'B99999999' }, { type: 'autonomous' }, { alpha2Code: 'FR' }]) {
        const response = await put(account, '/client', change);
        expect(response.statusCode).toBe(400);
        expect(response.json().messages[0]).toMatchObject({
          message: 'client.error.locked-field',
          field: Object.keys(change)[0],
        });
      }
      expect((await put(account, '/client', { taxId: 'B12345678', city: 'Madrid' })).statusCode).toBe(200);
    });

    it('keeps every client of a business-only tenant a business', async () => {
      const account = await signUp(app, { tenant: 'es-postal' });
      const response = await put(account, '/client', { type: 'autonomous' });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0].message).toBe('client.error.business-only');
    });

    it.each([
      [{ phone: '612345678' }, 'phone'],
      [{ phone: 612345678 }, 'phone'],
      [{ alpha2Code: 'spain' }, 'alpha2Code'],
      [{ firstName: '' }, 'firstName'],
      [{ city: 'x'.repeat(101) }, 'city'],
      [{ id: '00000000-0000-4000-8000-000000000000' }, undefined],
      [{ email: 'new@example.test' }, undefined],
    ])('refuses %j with 400', async (body, field) => {
      const account = await signUp(app);
      const response = await put(account, '/client', body);
      expect(response.statusCode).toBe(400);
      if (field) expect(response.json().messages).toContainEqual(expect.objectContaining({ field }));
    });

    it('changes only the caller’s client', async () => {
      const a = await signUp(app);
      const b = await signUp(app);
      await put(a, '/client', { city: 'Lisboa' });
      expect((await get(b, '/client')).json().city).toBeNull();
    });
  });

  describe('user', () => {
    it('GET /user returns the signed-in user', async () => {
      const account = await signUp(app, { firstName: 'Linus' });
      const response = await get(account, '/user');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: account.userId,
        clientId: account.clientId,
        firstName: 'Linus',
      });
      expect(response.json()).not.toHaveProperty('passwordHash');
    });

    it('PUT /user/policies stores the three consents', async () => {
      const account = await signUp(app, { consent: false });
      expect((await get(account, '/user')).json().policies.dataProcessing).toBe(false);
      const response = await put(account, '/user/policies', {
        dataProcessing: true,
        marketingEmails: true,
        marketingCalls: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().policies).toEqual({
        dataProcessing: true,
        marketingEmails: true,
        marketingCalls: false,
      });
      expect((await get(account, '/init')).json().client.policies.marketingEmails).toBe(true);
    });

    it('PUT /user/policies with both consents false keeps the refusal (the splash logs out next)', async () => {
      const account = await signUp(app);
      const response = await put(account, '/user/policies', {
        dataProcessing: false,
        marketingEmails: false,
        marketingCalls: false,
      });
      expect(response.json().policies.dataProcessing).toBe(false);
    });

    it.each([
      [{ dataProcessing: true, marketingEmails: true }, 'marketingCalls'],
      [{ dataProcessing: 'yes', marketingEmails: true, marketingCalls: true }, 'dataProcessing'],
    ])('refuses policies %j with 400 naming %s', async (body, field) => {
      const account = await signUp(app);
      const response = await put(account, '/user/policies', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toContainEqual(expect.objectContaining({ field }));
    });

    it("PUT /user/language sets the user's language, PUT /client/language the client's with '_'", async () => {
      const account = await signUp(app, { language: 'en-GB' });
      const user = await put(account, '/user/language', { language: 'fr' });
      expect(user.statusCode).toBe(200);
      expect(user.json().language).toBe('fr');
      expect((await get(account, '/user')).json().language).toBe('fr');
      expect((await get(account, '/client')).json().language).toBe('en_GB');
      const client = await put(account, '/client/language', { language: 'pt' });
      expect(client.statusCode).toBe(200);
      expect(client.json().language).toBe('pt');
      await put(account, '/client/language', { language: 'en_GB' });
      expect((await get(account, '/client')).json().language).toBe('en_GB');
    });

    it.each([
      ['/user/language', 'en_GB'],
      ['/client/language', 'en-GB'],
      ['/client/language', 'xx'],
    ])('%s refuses %j with 400', async (url, language) => {
      const account = await signUp(app);
      const response = await put(account, url, { language });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({ field: 'language' });
    });

    it('refuses an unsupported language with 400', async () => {
      const account = await signUp(app);
      const response = await put(account, '/user/language', { language: 'en_GB' });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({
        field: 'language',
        error_code: 'ValueNotAllowedField',
      });
    });
  });

  describe('PUT /user/password', () => {
    const login = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { tenant: 'shipdeck', email, password },
        remoteAddress: '10.3.0.1',
      });

    it('changes the password with the full payload (e-mail included), keeps this session and signs out the others', async () => {
      const account = await signUp(app);
      const otherBrowser = sessionHeaders(cookiesOf(await login(account.email, account.password)));
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/user', headers: otherBrowser })).statusCode,
      ).toBe(200);
      const response = await put(account, '/user/password', {
        email: account.email.toUpperCase(),
        oldPassword: account.password,
        newPassword: 'Fresh-Password-99',
      });
      expect(response.statusCode).toBe(204);
      expect((await get(account, '/user')).statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/user', headers: otherBrowser })).statusCode,
      ).toBe(401);
      expect((await login(account.email, 'Fresh-Password-99')).statusCode).toBe(200);
      expect((await login(account.email, account.password)).statusCode).toBe(401);
    });

    it('answers 400 with a key for a wrong old password, and the password stays', async () => {
      const account = await signUp(app);
      const response = await put(account, '/user/password', {
        oldPassword: 'Not-My-Password-1',
        newPassword: 'Fresh-Password-99',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        messages: [
          {
            error_code: 'InvalidCredentials',
            message: 'form.error.wrong-old-password',
            field: 'oldPassword',
          },
        ],
      });
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });

    it('answers 400 naming the e-mail when it is not the signed-in user’s, and the password stays', async () => {
      const account = await signUp(app);
      const response = await put(account, '/user/password', {
        email: 'someone-else@example.test',
        oldPassword: account.password,
        newPassword: 'Fresh-Password-99',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({
        error_code: 'ValueNotAllowedField',
        message: 'form.error.email-not-yours',
        field: 'email',
      });
      expect((await login(account.email, account.password)).statusCode).toBe(200);
    });

    it('limits wrong old passwords to 5 in 15 minutes', async () => {
      const account = await signUp(app);
      for (let i = 0; i < 5; i++) {
        await put(account, '/user/password', {
          oldPassword: `Wrong-Password-${i}`,
          newPassword: 'Fresh-Password-99',
        });
      }
      const limited = await put(account, '/user/password', {
        oldPassword: account.password,
        newPassword: 'Fresh-Password-99',
      });
      expect(limited.statusCode).toBe(429);
    });

    it('enforces the password rule on the new password', async () => {
      const account = await signUp(app);
      const response = await put(account, '/user/password', {
        oldPassword: account.password,
        newPassword: 'short1!A',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({
        field: 'newPassword',
        message: 'form.error.password-rule',
      });
    });

    it('requires the old password', async () => {
      const account = await signUp(app);
      const response = await put(account, '/user/password', { newPassword: 'Fresh-Password-99' });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toMatchObject({
        field: 'oldPassword',
        message: 'form.error.required',
      });
    });

    it('answers 403 when the client may not change its password (canChangePassword off)', async () => {
      const account = await signUp(app);
      await put(account, '/client/capabilities/canChangePassword', { enabled: false });
      const response = await put(account, '/user/password', {
        oldPassword: account.password,
        newPassword: 'Fresh-Password-99',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().messages[0].message).toBe('auth.error.password-change-not-allowed');
    });
  });
});
