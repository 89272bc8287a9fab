import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp, uniqueEmail } from '../helpers/clients.ts';

let address = 0;
const nextAddress = () => `10.2.0.${++address}`;

type OutboxMail = { to: string; subject: string; text: string; html: string | null; links: string[] };

describe('password recovery', async () => {
  const app = await buildTestApp();

  const recover = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/recover-password', payload, remoteAddress });
  const newPassword = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/new-password', payload });
  // Only the reset mails: the same address also gets the welcome mail once jobs run.
  const mailTo = async (email: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}&kind=auth.password-reset`,
      })
    ).json() as OutboxMail[];
  const tokenOf = (mail: OutboxMail) => new URL(mail.links[0]!, 'http://x').searchParams.get('token')!;
  const login = (email: string, password: string, tenant = 'shipdeck') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { tenant, email, password },
      remoteAddress: nextAddress(),
    });

  it('mails a one-use link to /{partner}/new-password and answers 204', async () => {
    const account = await signUp(app);
    const response = await recover({ tenant: 'shipdeck', email: account.email });
    expect(response.statusCode).toBe(204);
    const [mail] = await mailTo(account.email);
    expect(mail).toMatchObject({ to: account.email, subject: 'Shipdeck: reset your password' });
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/^\/shipdeck\/new-password\?token=[\w-]{43}$/);
    expect(mail!.text).toContain(mail!.links[0]);
    // An HTML part with the same link, in the tenant's frame.
    expect(mail!.html).toContain(`<a href="${mail!.links[0]}"`);
    expect(mail!.html).toContain('Shipdeck');
  });

  it('answers 204 and sends nothing for an unknown e-mail (no account enumeration)', async () => {
    const email = uniqueEmail('ghost');
    const response = await recover({ tenant: 'shipdeck', email });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await mailTo(email)).toEqual([]);
  });

  it('sends nothing for an account of another tenant', async () => {
    const account = await signUp(app, { tenant: 'be-carrier' });
    expect((await recover({ tenant: 'shipdeck', email: account.email })).statusCode).toBe(204);
    expect(await mailTo(account.email)).toEqual([]);
  });

  it("writes the mail in the requested language, else the user's, with the tenant's brand and slug", async () => {
    const account = await signUp(app, { tenant: 'be-carrier', language: 'fr' });
    await recover({ tenant: 'belgo-parcel', email: account.email });
    await recover({ tenant: 'belgo-parcel', email: account.email, language: 'de' });
    const [german, french] = await mailTo(account.email);
    expect(french!.subject).toBe('Belgo Parcel : réinitialisez votre mot de passe');
    expect(german!.subject).toBe('Belgo Parcel: Passwort zurücksetzen');
    expect(german!.links[0]).toMatch(/^\/belgo-parcel\/new-password\?token=/);
  });

  it('uses PUBLIC_URL for an absolute link when configured', async () => {
    const publicApp = await buildTestApp({ PUBLIC_URL: 'https://ship.example.test/' });
    const account = await signUp(publicApp);
    await publicApp.inject({
      method: 'POST',
      url: '/api/v1/auth/recover-password',
      payload: { tenant: 'shipdeck', email: account.email },
    });
    const [mail] = (
      await publicApp.inject({
        method: 'GET',
        url: `/api/v1/dev/outbox?to=${encodeURIComponent(account.email)}&kind=auth.password-reset`,
      })
    ).json() as OutboxMail[];
    expect(mail!.links[0]).toMatch(/^https:\/\/ship\.example\.test\/shipdeck\/new-password\?token=/);
  });

  it('sets the new password once, signs out every session, and the old password stops working', async () => {
    const account = await signUp(app);
    await recover({ tenant: 'shipdeck', email: account.email });
    const token = tokenOf((await mailTo(account.email))[0]!);

    const response = await newPassword({ token, password: 'Brand-New-Secret-7' });
    expect(response.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/init', headers: account.headers })).statusCode,
    ).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'Brand-New-Secret-7')).statusCode).toBe(200);

    const reused = await newPassword({ token, password: 'Another-Secret-8!' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      messages: [{ error_code: 'InvalidToken', message: 'auth.error.invalid-token', field: 'token' }],
    });
  });

  it('voids the other pending links of the user once one is used', async () => {
    const account = await signUp(app);
    await recover({ tenant: 'shipdeck', email: account.email });
    await recover({ tenant: 'shipdeck', email: account.email });
    const [newer, older] = await mailTo(account.email);
    expect((await newPassword({ token: tokenOf(newer!), password: 'Brand-New-Secret-7' })).statusCode).toBe(
      204,
    );
    expect((await newPassword({ token: tokenOf(older!), password: 'Brand-New-Secret-8' })).statusCode).toBe(
      400,
    );
  });

  it('refuses an expired link with 400 InvalidToken', async () => {
    const account = await signUp(app);
    await recover({ tenant: 'shipdeck', email: account.email });
    const token = tokenOf((await mailTo(account.email))[0]!);
    await app.database.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [account.userId],
    );
    const response = await newPassword({ token, password: 'Brand-New-Secret-7' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].error_code).toBe('InvalidToken');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('expires links after one hour', async () => {
    const account = await signUp(app);
    await recover({ tenant: 'shipdeck', email: account.email });
    const [row] = await app.database.query<{ minutes: number }>(
      'SELECT extract(epoch FROM expires_at - created_at) / 60 AS minutes FROM password_reset_tokens WHERE user_id = $1',
      [account.userId],
    );
    expect(Math.round(Number(row!.minutes))).toBe(60);
  });

  it('refuses an unknown token and a weak new password with 400', async () => {
    const unknown = await newPassword({ token: 'not-a-real-token', password: 'Brand-New-Secret-7' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages[0].error_code).toBe('InvalidToken');

    const account = await signUp(app);
    await recover({ tenant: 'shipdeck', email: account.email });
    const token = tokenOf((await mailTo(account.email))[0]!);
    const weak = await newPassword({ token, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().messages[0]).toMatchObject({ field: 'password', message: 'form.error.password-rule' });
    // The rejected attempt did not use the link up.
    expect((await newPassword({ token, password: 'Brand-New-Secret-7' })).statusCode).toBe(204);
  });

  it.each([
    [{}, 'tenant'],
    [{ tenant: 'shipdeck' }, 'email'],
    [{ tenant: 'shipdeck', email: 'not-an-email' }, 'email'],
    [{ tenant: 'shipdeck', email: 'a@example.test', language: 'xx' }, 'language'],
  ])('refuses the recovery body %j with 400 naming %s', async (body, field) => {
    const response = await recover(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ field }));
  });

  it('answers 400 for an unknown tenant on recovery', async () => {
    const response = await recover({ tenant: 'nope', email: 'a@example.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].message).toBe('auth.error.unknown-tenant');
  });

  it('rate limits recovery per account (5 in 15 minutes) and per address (20)', async () => {
    const account = await signUp(app);
    for (let i = 0; i < 5; i++)
      expect((await recover({ tenant: 'shipdeck', email: account.email })).statusCode).toBe(204);
    const limited = await recover({ tenant: 'shipdeck', email: account.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().messages[0].error_code).toBe('TooManyRequests');
    expect(await mailTo(account.email)).toHaveLength(5);

    const flooder = nextAddress();
    for (let i = 0; i < 20; i++) {
      expect((await recover({ tenant: 'shipdeck', email: uniqueEmail('flood') }, flooder)).statusCode).toBe(
        204,
      );
    }
    expect((await recover({ tenant: 'shipdeck', email: uniqueEmail('flood') }, flooder)).statusCode).toBe(
      429,
    );
  });
});
