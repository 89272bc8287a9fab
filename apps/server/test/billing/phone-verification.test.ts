import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';

describe('phone verification', async () => {
  const app = await buildTestApp();
  const post = (account: SignedUp, url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/phone-verification${url}`,
      headers: account.headers,
      payload,
    });
  const status = async (account: SignedUp) =>
    (
      await app.inject({ method: 'GET', url: '/api/v1/phone-verification/status', headers: account.headers })
    ).json();
  const lastCode = async (account: SignedUp) => {
    const [sms] = await app.database.query<{ body: string }>(
      'SELECT body FROM sms_outbox WHERE client_id = $1 ORDER BY created_at DESC LIMIT 1',
      [account.clientId],
    );
    return /(\d{5})/.exec(sms!.body)![1]!;
  };

  it('is not required on the main tenant and required on the payments tenant until verified', async () => {
    expect(await status(await signUp(app))).toMatchObject({ active: false, verified: false });
    const buyer = await signUp(app, { tenant: 'payments' });
    expect(await status(buyer)).toMatchObject({ active: true, verified: false });
    await post(buyer, '/send', { phone_number: '+34 612 345 678', locale: 'es_ES' });
    const verified = await post(buyer, '/verify', {
      phone_number: '+34612345678',
      otp_code: await lastCode(buyer),
    });
    expect(verified.statusCode).toBe(200);
    expect(await status(buyer)).toMatchObject({ active: true, verified: true, phone: '+34612345678' });
  });

  it('sends a code, then blocks a resend during the cooldown with the time to wait', async () => {
    const seller = await signUp(app);
    const sent = await post(seller, '/send', { phone_number: '+34612345679' });
    expect(sent.json()).toEqual({ verificationResult: 'sent', nextRetryInMs: 60_000 });
    const again = (await post(seller, '/send', { phone_number: '+34612345679' })).json();
    expect(again.verificationResult).toBe('blocked');
    expect(again.nextRetryInMs).toBeGreaterThan(50_000);
    expect(again.nextRetryInMs).toBeLessThanOrEqual(60_000);
  });

  it('refuses a number that cannot exist (InvalidPhoneNumber)', async () => {
    const response = await post(await signUp(app), '/send', { phone_number: '+34 12' });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0].error_code).toBe('InvalidPhoneNumber');
  });

  it('refuses a wrong code (InvalidOTP) and a code that is not 5 digits', async () => {
    const seller = await signUp(app);
    await post(seller, '/send', { phone_number: '+34612345680' });
    const code = await lastCode(seller);
    const wrong = code === '00000' ? '11111' : '00000';
    const response = await post(seller, '/verify', { phone_number: '+34612345680', otp_code: wrong });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0].error_code).toBe('InvalidOTP');
    const short = await post(seller, '/verify', { phone_number: '+34612345680', otp_code: '1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages[0].message).toBe('phone-verification.error.incorrect-otp');
  });

  it('locks after five wrong codes (CooldownActive with the remaining time)', async () => {
    const seller = await signUp(app);
    await post(seller, '/send', { phone_number: '+34612345681' });
    const code = await lastCode(seller);
    const wrong = code === '00000' ? '11111' : '00000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post(seller, '/verify', { phone_number: '+34612345681', otp_code: wrong }));
    expect(answers.slice(0, 4).map((r) => r.json().messages[0].error_code)).toEqual(
      Array(4).fill('InvalidOTP'),
    );
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.json().messages[0]).toMatchObject({
      error_code: 'CooldownActive',
      remainingMs: 600_000,
    });
    const locked = await post(seller, '/verify', { phone_number: '+34612345681', otp_code: code });
    expect(locked.json().messages[0].error_code).toBe('CooldownActive');
  });

  it('sends the documented magic code 12345 to +34 600 000 0xx numbers', async () => {
    const seller = await signUp(app);
    await post(seller, '/send', { phone_number: '+34600000012' });
    const response = await post(seller, '/verify', { phone_number: '+34600000012', otp_code: '12345' });
    expect(response.json()).toEqual({ verified: true });
  });

  const client = async (account: SignedUp) =>
    (await app.inject({ method: 'GET', url: '/api/v1/client', headers: account.headers })).json();
  const lastSms = async (account: SignedUp) =>
    (
      await app.database.query<{ body: string }>(
        'SELECT body FROM sms_outbox WHERE client_id = $1 ORDER BY created_at DESC LIMIT 1',
        [account.clientId],
      )
    )[0]!.body;

  it("marks the client's phone verified with the verified number, and a new phone number resets it", async () => {
    const buyer = await signUp(app, { tenant: 'payments' });
    await post(buyer, '/send', { phone_number: '+34600000021' });
    await post(buyer, '/verify', { phone_number: '+34600000021', otp_code: '12345' });
    expect(await client(buyer)).toMatchObject({ phone: '+34600000021', phoneNumberVerified: true });

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/client',
      headers: buyer.headers,
      payload: { phone: '+34600000022' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().phoneNumberVerified).toBe(false);
    expect(await status(buyer)).toMatchObject({ active: true, verified: false, phone: '+34600000022' });
  });

  it('a wrong code does not verify the client', async () => {
    const buyer = await signUp(app, { tenant: 'payments' });
    await post(buyer, '/send', { phone_number: '+34600000023' });
    await post(buyer, '/verify', { phone_number: '+34600000023', otp_code: '54321' });
    expect((await client(buyer)).phoneNumberVerified).toBe(false);
  });

  it('writes the text message in the language asked for, else in the client language', async () => {
    const spanish = await signUp(app);
    await post(spanish, '/send', { phone_number: '+34600000031', locale: 'es_ES' });
    expect(await lastSms(spanish)).toMatch(/^Tu código de verificación de Shipdeck es \d{5}\.$/);

    const french = await signUp(app, { language: 'fr' });
    await post(french, '/send', { phone_number: '+34600000032' });
    expect(await lastSms(french)).toMatch(/^Votre code de vérification Shipdeck est \d{5}\.$/);

    const unknown = await signUp(app);
    await post(unknown, '/send', { phone_number: '+34600000033', locale: 'xx' });
    expect(await lastSms(unknown)).toMatch(/^Your Shipdeck verification code is \d{5}\.$/);
  });

  it('follows the one-time-code status of the client (the oneTimeCode capability)', async () => {
    const seller = await signUp(app);
    expect((await status(seller)).active).toBe(false);
    const flipped = await app.inject({
      method: 'PUT',
      url: '/api/v1/client/capabilities/oneTimeCode',
      headers: seller.headers,
      payload: { enabled: true },
    });
    expect(flipped.statusCode).toBe(200);
    expect(await status(seller)).toMatchObject({ active: true, verified: false });
  });
});
