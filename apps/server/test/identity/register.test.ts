import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { cookiesOf, sessionHeaders, signUp, TEST_PASSWORD, uniqueEmail } from '../helpers/clients.ts';

const register = (payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/v1/auth/register',
  payload,
});

const validBody = (overrides: Record<string, unknown> = {}) => ({
  tenant: 'shipdeck',
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  firstName: 'Grace',
  lastName: 'Hopper',
  ...overrides,
});

describe('POST /auth/register', async () => {
  const app = await buildTestApp();

  it('creates a client and its user, answers 201 and signs the browser in', async () => {
    const body = validBody({ email: '  Grace.Hopper@Example.TEST ' });
    const response = await app.inject(register(body));
    expect(response.statusCode).toBe(201);
    const { user, client } = response.json();
    expect(user).toMatchObject({
      email: 'grace.hopper@example.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      language: 'en-GB',
      policies: { dataProcessing: false, marketingEmails: false, marketingCalls: false },
    });
    expect(client).toMatchObject({
      id: user.clientId,
      tenantId: 'main',
      type: 'autonomous',
      taxId: '-',
      email: 'grace.hopper@example.test',
      language: 'en_GB',
      alpha2Code: 'GB',
      phoneNumberVerified: false,
    });
    expect(JSON.stringify(response.json())).not.toContain('password');

    const session = response.cookies.find((c) => c.name === 'sd_session')!;
    const csrf = response.cookies.find((c) => c.name === 'sd_csrf')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.value).toMatch(/^[\w-]{43}$/);
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });

    const init = await app.inject({
      method: 'GET',
      url: '/api/v1/init',
      headers: sessionHeaders(cookiesOf(response)),
    });
    expect(init.statusCode).toBe(200);
    expect(init.json().user.id).toBe(user.id);
  });

  it('stores only a hash of the session token and an argon2id hash of the password', async () => {
    const { cookies, userId } = await signUp(app);
    const [session] = await app.database.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(session!.token_hash).not.toBe(cookies.sd_session);
    expect(session!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const [user] = await app.database.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [userId],
    );
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail already registered on the same tenant with 409, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await app.inject(register(validBody({ email })))).statusCode).toBe(201);
    const again = await app.inject(register(validBody({ email: email.toUpperCase() })));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      messages: [
        {
          error_code: 'EmailAlreadyRegistered',
          message: 'auth.error.email-already-registered',
          field: 'email',
        },
      ],
    });
  });

  it('lets the same e-mail hold a separate account on another tenant', async () => {
    const email = uniqueEmail();
    const main = await app.inject(register(validBody({ email })));
    const belgian = await app.inject(register(validBody({ email, tenant: 'belgo-parcel' })));
    expect(main.statusCode).toBe(201);
    expect(belgian.statusCode).toBe(201);
    expect(belgian.json().client.id).not.toBe(main.json().client.id);
    expect(belgian.json().client).toMatchObject({ tenantId: 'be-carrier', language: 'nl', alpha2Code: 'BE' });
  });

  it('answers 400 with a message key for an unknown tenant', async () => {
    const response = await app.inject(register(validBody({ tenant: 'no-such-partner' })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      messages: [
        { error_code: 'ValueNotAllowedField', message: 'auth.error.unknown-tenant', field: 'tenant' },
      ],
    });
  });

  it.each([
    ['too short', 'Abc1!defghi'],
    ['no uppercase', 'abcdefghij1!'],
    ['no digit', 'Abcdefghijk!'],
    ['no special character', 'Abcdefghijk1'],
    ['12 only with surrounding spaces', ' Abcdefghi1! '],
  ])('enforces the password rule (%s)', async (_label, password) => {
    const response = await app.inject(register(validBody({ password })));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(
      expect.objectContaining({ message: 'form.error.password-rule', field: 'password' }),
    );
  });

  it.each([
    ['email', 'form.error.required'],
    ['password', 'form.error.required'],
    ['firstName', 'form.error.required'],
    ['tenant', 'form.error.required'],
  ])('names the missing field %s', async (field, key) => {
    const body: Record<string, unknown> = validBody();
    delete body[field];
    const response = await app.inject(register(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field, message: key }));
  });

  it.each([
    ['email', 42],
    ['email', 'not-an-email'],
    ['firstName', ['Grace']],
    ['language', 'klingon'],
    ['accountType', 'government'],
    ['firstName', 'x'.repeat(101)],
    ['password', `${'Aa1!'.repeat(65)}`],
  ])('refuses %s = %j with 400 naming the field', async (field, value) => {
    const response = await app.inject(register(validBody({ [field]: value })));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field }));
  });

  it('refuses unknown fields rather than ignoring them', async () => {
    const response = await app.inject(register(validBody({ isAdmin: true })));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({ error_code: 'ValueNotAllowedField' });
  });

  it('answers 400 to a body that is not JSON and 413 to an oversized one', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().messages[0].message).toBe('error.invalid-json');

    const huge = await app.inject(register(validBody({ firstName: 'x'.repeat(1_100_000) })));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      messages: [{ error_code: 'PayloadTooLarge', message: 'error.payload-too-large' }],
    });
  });

  it('makes every client of a business-only tenant a business', async () => {
    const response = await app.inject(
      register(validBody({ tenant: 'correo-envios', accountType: 'autonomous' })),
    );
    expect(response.statusCode).toBe(201);
    const { client } = response.json();
    expect(client).toMatchObject({ tenantId: 'es-postal', language: 'es' });
    const [stored] = await app.database.query<{ type: string }>('SELECT type FROM clients WHERE id = $1', [
      client.id,
    ]);
    expect(stored!.type).toBe('business');
  });

  it('keeps the chosen account type and language; a business counts as one once it has a tax id', async () => {
    const response = await app.inject(register(validBody({ accountType: 'business', language: 'de' })));
    // A client is business only if its tax id is not a dash, and a new account has none yet.
    expect(response.json().client).toMatchObject({ type: 'autonomous', taxId: '-', language: 'de' });
    expect(response.json().user.language).toBe('de');
    const headers = sessionHeaders(cookiesOf(response));
    const withTaxId = await app.inject({
      method: 'PUT',
      url: '/api/v1/client',
      headers,
      payload: { taxId: 'B12345678' },
    });
    expect(withTaxId.json()).toMatchObject({ type: 'business', taxId: 'B12345678' });
  });
});
