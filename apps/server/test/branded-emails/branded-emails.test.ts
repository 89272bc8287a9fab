import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { scenarioOf } from '../../src/providers/carriers/sandbox/tracking-timeline.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp, uniqueEmail } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { api, createReadyShipment } from '../pricing/pricing-fixtures.ts';
import { paris } from '../shipments/shipment-fixtures.ts';

type OutboxMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
};

const TYPE = 'BRANDED_SHIPMENT_CONFIRMATION';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

/** The mail of one kind to one address: a seller's address also gets the seller mails (welcome, receipt …). */
const outboxTo = async (app: FastifyInstance, to: string, kind = 'branded-emails.buyer') =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}&kind=${kind}`,
    })
  ).json() as OutboxMail[];

const enableBrandedEmails = async (app: FastifyInstance, seller: SignedUp) => {
  const response = await api(app, seller).put('/client/features/BRANDED_EMAILS', {
    enabled: true,
    source: 'client',
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** Buys one shipment to a buyer in Paris by card and runs the label job, as a seller does. */
const buyLabel = async (app: FastifyInstance, seller: SignedUp, buyerEmail: string) => {
  const draft = () => createReadyShipment(app, seller, { to: { ...paris, email: buyerEmail } });
  let reference = await draft();
  // The sandbox carrier returns one parcel in twenty to its sender, chosen by its reference: the stories
  // here follow a parcel it delivers, so a draft with a returned parcel's reference stays unbought.
  while (scenarioOf(reference) === 'returned') reference = await draft();
  const response = await placeOrder(
    app,
    seller,
    orderPayload([reference], {
      method: 'creditcard3dsecure',
      nonce: await cardNonceFor(app, seller, [reference]),
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  await drainJobs(app);
  return reference;
};

describe('branded e-mails', async () => {
  const app = await buildTestApp();

  it('answers 403 with its message key to a client without the feature, on every call', async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    for (const response of [
      await call.get('/branded-emails'),
      await call.get(`/branded-emails/${TYPE}/fr`),
      await call.put(`/branded-emails/${TYPE}/fr`, { subject: 'Hi', body: '' }),
      await call.put(`/branded-emails/${TYPE}/active`, { active: true }),
      await call.put('/branded-emails/brand-settings', { companyName: 'x', companyReplyToEmail: '' }),
      await call.post(`/branded-emails/${TYPE}/fr/test`, { subject: 'Hi', body: '' }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.body).toContain('branded-emails.error.not-available');
    }
  });

  it('lists the template switched off, offers a starting text with a delivery three days ahead, and saves it sanitised', async () => {
    const seller = await signUp(app);
    await enableBrandedEmails(app, seller);
    const call = api(app, seller);
    expect((await call.get('/branded-emails')).json()).toEqual({
      emails: [{ emailType: TYPE, active: false }],
      brandedSettings: null,
    });
    const starter = (await call.get(`/branded-emails/${TYPE}/fr`)).json();
    expect(starter).toMatchObject({ locale: 'fr', isSaved: false });
    expect(starter.subject.length).toBeGreaterThan(0);
    expect(starter.body).toContain('data-tag="receiver_name"');
    const inThreeDays = new Date(
      Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() + 3),
    );
    expect(starter.defaultValues.deliveryDate).toBe(inThreeDays.toISOString().slice(0, 10));

    const saved = await call.put(`/branded-emails/${TYPE}/fr`, {
      subject: 'Commande {{order_id}}',
      body:
        '<p onclick="steal()">Bonjour <span data-tag="receiver_name" style="color:red">{{receiver_name}}</span>,' +
        '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">ici</a>' +
        '<strong>merci</strong><iframe src="https://evil.example"></iframe></p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body).toBe(
      '<p>Bonjour <span data-tag="receiver_name">{{receiver_name}}</span>,ici<strong>merci</strong></p>',
    );
    expect((await call.get(`/branded-emails/${TYPE}/fr`)).json()).toMatchObject({
      isSaved: true,
      subject: 'Commande {{order_id}}',
    });
    // Another language is still the starting text.
    expect((await call.get(`/branded-emails/${TYPE}/de`)).json().isSaved).toBe(false);
  });

  it.each([
    [{ subject: ' ', body: '' }, 'form.error.required'],
    [{ subject: 'Hi', body: `<p>${'a'.repeat(501)}</p>` }, 'branded-emails.error.body-too-long'],
    [
      { subject: 'Hi', body: `<p><b>${'a'.repeat(300)}</b><i>${'b'.repeat(201)}</i></p>` },
      'branded-emails.error.body-too-long',
    ],
  ])('refuses %j with 400 %s', async (payload, messageKey) => {
    const seller = await signUp(app);
    await enableBrandedEmails(app, seller);
    const response = await api(app, seller).put(`/branded-emails/${TYPE}/en-GB`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(messageKey);
  });

  it('answers 400 for an unknown e-mail type or language', async () => {
    const seller = await signUp(app);
    await enableBrandedEmails(app, seller);
    const call = api(app, seller);
    expect((await call.get('/branded-emails/WELCOME/fr')).statusCode).toBe(400);
    expect((await call.get(`/branded-emails/${TYPE}/xx`)).statusCode).toBe(400);
  });

  it('switches on only a template saved in some language, and the list shows it', async () => {
    const seller = await signUp(app);
    await enableBrandedEmails(app, seller);
    const call = api(app, seller);
    const early = await call.put(`/branded-emails/${TYPE}/active`, { active: true });
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain('branded-emails.error.no-template');
    await call.put(`/branded-emails/${TYPE}/en-GB`, { subject: 'Hi', body: '<p>Hello</p>' });
    expect((await call.put(`/branded-emails/${TYPE}/active`, { active: true })).json()).toEqual({
      emailType: TYPE,
      active: true,
    });
    expect((await call.get('/branded-emails')).json().emails).toEqual([{ emailType: TYPE, active: true }]);
  });

  it('takes a PNG by its bytes whatever it is called, refuses other bytes and more than 200 000 bytes, and serves the logo publicly', async () => {
    const seller = await signUp(app);
    await enableBrandedEmails(app, seller);
    const call = api(app, seller);
    const save = (extra: object) =>
      call.put('/branded-emails/brand-settings', {
        companyName: 'Luz Books',
        companyReplyToEmail: 'hi@luz.example',
        ...extra,
      });

    const gif = await save({ companyLogo: GIF.toString('base64') });
    expect(gif.statusCode).toBe(400);
    expect(gif.body).toContain('branded-emails.error.logo-type');
    const big = Buffer.concat([PNG, Buffer.alloc(200_001 - PNG.length)]);
    const tooBig = await save({ companyLogo: big.toString('base64') });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toContain('branded-emails.error.logo-too-big');
    const atLimit = Buffer.concat([PNG, Buffer.alloc(200_000 - PNG.length)]);
    const saved = await save({ companyLogo: atLimit.toString('base64') });
    expect(saved.statusCode, saved.body).toBe(200);
    const { companyLogoUrl } = saved.json();
    expect(companyLogoUrl).toMatch(/^\/api\/v1\/brand-logos\/[0-9a-f-]{36}$/);

    const logo = await app.inject({ method: 'GET', url: companyLogoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.length).toBe(200_000);

    // Saving without a logo keeps it; null removes it.
    expect((await save({})).json().companyLogoUrl).toBe(companyLogoUrl);
    expect((await save({ companyLogo: null })).json().companyLogoUrl).toBeNull();
    expect((await app.inject({ method: 'GET', url: companyLogoUrl })).statusCode).toBe(404);

    const badReplyTo = await call.put('/branded-emails/brand-settings', {
      companyName: 'x'.repeat(251),
      companyReplyToEmail: 'nope',
    });
    expect(badReplyTo.statusCode).toBe(400);
  });

  it("mails a test of the form as it is, with sample data, to the seller's own address", async () => {
    const seller = await signUp(app);
    await enableBrandedEmails(app, seller);
    const call = api(app, seller);
    await call.put('/branded-emails/brand-settings', {
      companyName: 'Luz Books',
      companyReplyToEmail: 'hi@luz.example',
    });
    const response = await call.post(`/branded-emails/${TYPE}/en-GB/test`, {
      subject: 'Order {{order_id}} for {{receiver_name}}',
      body: '<p>Hi <span data-tag="receiver_name">{{receiver_name}}</span><script>x()</script></p>',
    });
    expect(response.statusCode, response.body).toBe(202);
    await drainJobs(app);
    const [mail] = await outboxTo(app, seller.email, 'branded-emails.test');
    expect(mail).toMatchObject({ subject: 'Order ORD-10042 for Jane Doe', replyTo: 'hi@luz.example' });
    expect(mail!.from).toContain('Luz Books');
    expect(mail!.text).toBe('Hi Jane Doe');
    expect(mail!.html).not.toContain('script');
  });

  it("sends the buyer the seller's active template in the buyer's language once the label is made, sanitised, with a plain-text part", async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    await enableBrandedEmails(app, seller);
    const call = api(app, seller);
    await call.put('/branded-emails/brand-settings', {
      companyName: 'Luz Books',
      companyReplyToEmail: 'hi@luz.example',
    });
    await call.put(`/branded-emails/${TYPE}/fr`, {
      subject: 'Votre colis {{order_id}} chez {{company_name}}',
      body: '<p>Bonjour {{receiver_name}}, <strong>{{carrier_name}}</strong> livre {{content}}.</p>',
    });
    await call.put(`/branded-emails/${TYPE}/en-GB`, { subject: 'Your parcel', body: '<p>Hello</p>' });
    await call.put(`/branded-emails/${TYPE}/active`, { active: true });

    const buyer = uniqueEmail('buyer');
    const reference = await buyLabel(app, seller, buyer);
    const mails = await outboxTo(app, buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `Votre colis ${reference} chez Luz Books`,
      // Every buyer's e-mail ends with its own link to the public tracking page.
      text: expect.stringMatching(
        /^Bonjour Luc Martin, GLS livre Books\.\n\nSuivre votre colis: \/tracking\/[\w-]{22}$/,
      ),
      replyTo: 'hi@luz.example',
    });
    expect(mails[0]!.html).toContain('<strong>GLS</strong>');

    // The job run again (a retry) does not mail twice.
    await drainJobs(app);
    expect(await outboxTo(app, buyer)).toHaveLength(1);
  });

  it('sends the default e-mail, in French for a parcel to Paris, when the seller has no active template', async () => {
    const seller = await signUp(app);
    await saveBilling(app, seller);
    const buyer = uniqueEmail('buyer');
    const reference = await buyLabel(app, seller, buyer);
    const [mail] = await outboxTo(app, buyer);
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain(reference);
    expect(mail!.text).toContain('Bonjour Luc Martin');
    expect(mail!.text).toContain(reference);
    expect(mail!.replyTo).toBeNull();
  });

  it('lists the tracking milestones switched off, switches one on, and refuses an unknown one', async () => {
    const seller = await signUp(app);
    await enableBrandedEmails(app, seller);
    const call = api(app, seller);
    expect((await call.get('/branded-emails/milestones')).json()).toEqual([
      { milestone: 'IN_TRANSIT', active: false },
      { milestone: 'OUT_FOR_DELIVERY', active: false },
      { milestone: 'DELIVERED', active: false },
      { milestone: 'INCIDENT', active: false },
    ]);
    expect((await call.put('/branded-emails/milestones/DELIVERED', { active: true })).json()).toEqual({
      milestone: 'DELIVERED',
      active: true,
    });
    expect((await call.get('/branded-emails/milestones')).json()).toContainEqual({
      milestone: 'DELIVERED',
      active: true,
    });
    const unknown = await call.put('/branded-emails/milestones/LOST', { active: true });
    expect(unknown.statusCode).toBe(400);
    // A milestone switch does not make the shipment-confirmation template active.
    expect((await call.get('/branded-emails')).json().emails).toEqual([{ emailType: TYPE, active: false }]);
  });

  it('mails the buyer when the parcel reaches a milestone the seller switched on, and only then', async () => {
    const advance = async (seller: SignedUp) => {
      const moved = await api(app, seller).post('/dev/tracking/advance', {
        asOf: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().moved).toBe(1);
      await drainJobs(app);
    };

    const notifying = await signUp(app);
    await saveBilling(app, notifying);
    await enableBrandedEmails(app, notifying);
    await api(app, notifying).put('/branded-emails/milestones/DELIVERED', { active: true });
    const buyer = uniqueEmail('buyer');
    const reference = await buyLabel(app, notifying, buyer);
    await advance(notifying);
    const mails = await outboxTo(app, buyer);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre colis ${reference} a été livré`,
      `Votre colis ${reference} est en route`,
    ]);
    expect(mails[0]!.text).toContain('Bonjour Luc Martin');

    const quiet = await signUp(app);
    await saveBilling(app, quiet);
    await enableBrandedEmails(app, quiet);
    const otherBuyer = uniqueEmail('buyer');
    await buyLabel(app, quiet, otherBuyer);
    await advance(quiet);
    expect(await outboxTo(app, otherBuyer)).toHaveLength(1);
  });
});
