import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { issueInvoicesJob } from '../../src/modules/invoices/issue-invoices.job.ts';
import { queueSellerMail, SellerMailKind } from '../../src/modules/seller-mails/index.ts';
import { sendSellerMailJob } from '../../src/modules/seller-mails/send-seller-mail.job.ts';
import { renewSubscriptionsJob } from '../../src/modules/subscriptions/renew-subscriptions.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling } from '../orders/order-helpers.ts';
import { CARDS } from '../payments/payment-helpers.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';
import {
  endPeriodNow,
  readyToSubscribe,
  storeMethod,
  subscriptionApi,
} from '../subscriptions/subscription-helpers.ts';

type OutboxMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
};

const PUBLIC_URL = 'https://ship.example.test';

/** The seller mails of one kind in the local outbox, newest first. */
const mailsOf = async (app: FastifyInstance, seller: SignedUp, kind: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(seller.email)}&kind=seller-mails.${kind}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OutboxMail[];
};

describe('the mail a seller gets', async () => {
  const app = await buildTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });

  /**
   * Buys these many shipments in one order by card, as the checkout does, and runs what follows;
   * `failing` of them are ones the sandbox carrier refuses to label.
   */
  const buy = async (seller: SignedUp, count: number, card?: string, failing = 0) => {
    const references: string[] = [];
    for (let i = 0; i < count; i++) {
      const refused = i < failing ? { shipmentCustomReference: `LABEL-FAIL-${i}` } : {};
      references.push(await createReadyShipment(app, seller, refused));
    }
    const placed = await placeOrder(
      app,
      seller,
      orderPayload(references, {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, references, card),
      }),
    );
    await drainJobs(app);
    return placed;
  };

  const subscribed = async (options: { language: string; declined?: boolean }) => {
    const seller = await signUp(app, { language: options.language });
    const api = subscriptionApi(app, seller);
    expect((await api.create(await readyToSubscribe(app, seller))).statusCode).toBe(201);
    if (options.declined) {
      const declined = await storeMethod(app, seller, 'declined-card');
      await api.call('PATCH', '/subscriptions/current', { paymentMethodId: declined });
    }
    return seller;
  };

  const runRenewals = async (seller: SignedUp) => {
    await endPeriodNow(app, seller.clientId);
    await app.jobs.enqueue(renewSubscriptionsJob, {});
    await drainJobs(app);
  };

  it('welcomes a new seller in their language, with the tenant brand, an HTML and a plain-text part', async () => {
    const french = await signUp(app, { language: 'fr', firstName: 'Marie' });
    const belgian = await signUp(app, { tenant: 'be-carrier', language: 'de', firstName: 'Jan' });
    expect(await mailsOf(app, french, 'welcome')).toEqual([]);
    await drainJobs(app);

    const [welcome, ...more] = await mailsOf(app, french, 'welcome');
    expect(more).toEqual([]);
    expect(welcome).toMatchObject({ subject: 'Bienvenue sur Shipdeck', kind: 'seller-mails.welcome' });
    expect(welcome!.from).toBe('Shipdeck <no-reply@shipdeck.local>');
    expect(welcome!.text).toContain('Bonjour Marie,');
    expect(welcome!.text).toContain(
      `Créer votre premier envoi: ${PUBLIC_URL}/private/shipments/ready-to-purchase`,
    );
    expect(welcome!.html).toContain('<html lang="fr">');
    expect(welcome!.html).toContain(`href="${PUBLIC_URL}/private/shipments/ready-to-purchase"`);

    const [willkommen] = await mailsOf(app, belgian, 'welcome');
    expect(willkommen).toMatchObject({ subject: 'Willkommen bei Belgo Parcel' });
    // The tenant's name before the configured sending address, in place of the name it carries.
    expect(willkommen!.from).toBe('Belgo Parcel <no-reply@shipdeck.local>');
    expect(willkommen!.text).toContain('Hallo Jan,');
    expect(willkommen!.text).toContain(`${PUBLIC_URL}/be/private/shipments/ready-to-purchase`);
    // The tenant's own colour on the header.
    expect(willkommen!.html).toContain('#8a0e13');
  });

  it('sends a mail once when its first send fails and the job is retried, and never again for the same fact', async () => {
    const send = vi.spyOn(app.mail, 'send').mockRejectedValueOnce(new Error('SMTP server unreachable'));
    try {
      const seller = await signUp(app, { language: 'it' });
      expect(await drainJobs(app)).toMatchObject({ failed: 1 });
      expect(await mailsOf(app, seller, 'welcome')).toEqual([]);
      // The retry waits out its back-off; run it now.
      await drainJobs(app, { includeDelayed: true });
      await drainJobs(app, { includeDelayed: true });
      const mails = await mailsOf(app, seller, 'welcome');
      expect(mails.map((mail) => mail.subject)).toEqual(['Benvenuto su Shipdeck']);

      // The same fact queued again (a transaction replayed by a retried job) queues nothing.
      await app.database.db.transaction((tx) =>
        queueSellerMail(tx, {
          jobs: app.jobs,
          clientId: seller.clientId,
          userId: seller.userId,
          factKey: `welcome:${seller.userId}`,
          mail: { kind: SellerMailKind.Welcome, facts: {} },
        }),
      );
      await drainJobs(app, { includeDelayed: true });
      expect(await mailsOf(app, seller, 'welcome')).toHaveLength(1);

      // The send job run again after the mail left (a duplicate delivery of the job) sends nothing.
      const [queued] = await app.database.query<{ id: string }>(
        'SELECT id FROM seller_mails WHERE client_id = $1',
        [seller.clientId],
      );
      await app.jobs.enqueue(sendSellerMailJob, { mailId: queued!.id });
      expect(await drainJobs(app)).toMatchObject({ completed: 1, failed: 0 });
      expect(await mailsOf(app, seller, 'welcome')).toHaveLength(1);
    } finally {
      send.mockRestore();
    }
  });

  it('sends a payment receipt when an order is paid, in the seller language, and none when the card is declined', async () => {
    for (const [language, amountLabel, subject] of [
      ['es', 'Importe pagado', 'Shipdeck: recibo del pedido'],
      ['en-GB', 'Amount paid', 'Shipdeck: receipt for order'],
    ] as const) {
      const seller = await signUp(app, { language });
      await saveBilling(app, seller);
      const placed = await buy(seller, 1);
      expect(placed.statusCode, placed.body).toBe(201);
      const { orderReference, totalAmount } = placed.json() as {
        orderReference: string;
        totalAmount: number;
      };
      const [receipt, ...more] = await mailsOf(app, seller, 'payment-receipt');
      expect(more).toEqual([]);
      expect(receipt!.subject).toBe(`${subject} ${orderReference}`);
      const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
        totalAmount / 100,
      );
      expect(receipt!.text).toContain(`${amountLabel}: ${amount}`);
      expect(receipt!.text).toContain(`${PUBLIC_URL}/private/settings/billing/transactions`);
      expect(receipt!.html).toContain(amount);
    }

    const declined = await signUp(app, { language: 'fr' });
    await saveBilling(app, declined);
    await buy(declined, 1, CARDS.declined);
    expect(await mailsOf(app, declined, 'payment-receipt')).toEqual([]);
  });

  it('mails that the labels of a bulk order are ready once the last one is made, and not for a single shipment', async () => {
    for (const [language, subject] of [
      ['nl', 'Shipdeck: de labels van bestelling'],
      ['pt', 'Shipdeck: as etiquetas da encomenda'],
    ] as const) {
      const seller = await signUp(app, { language });
      await saveBilling(app, seller);
      const placed = await buy(seller, 3);
      expect(placed.statusCode, placed.body).toBe(201);
      const { orderReference } = placed.json() as { orderReference: string };
      const [ready, ...more] = await mailsOf(app, seller, 'bulk-labels-ready');
      expect(more).toEqual([]);
      expect(ready!.subject).toBe(
        `${subject} ${orderReference} ${language === 'nl' ? 'zijn klaar' : 'estão prontas'}`,
      );
      expect(ready!.text).toContain('(3)');
      expect(ready!.text).toContain(
        `${PUBLIC_URL}/private/shipments/bulk/summary?order=${encodeURIComponent(orderReference)}`,
      );
    }

    const single = await signUp(app);
    await saveBilling(app, single);
    await buy(single, 1);
    expect(await mailsOf(app, single, 'bulk-labels-ready')).toEqual([]);
  });

  it("mails once that a bulk order's labels are done with how many failed, also when the last one fails", async () => {
    for (const { language, count, failing, subject, counts } of [
      // Every label refused: the last label of the order is a failure, whichever runs last.
      {
        language: 'de',
        count: 2,
        failing: 2,
        subject: 'sind abgeschlossen, 2 fehlgeschlagen',
        counts: '0 druckbereit, 2 konnten nicht erstellt werden',
      },
      {
        language: 'es',
        count: 3,
        failing: 1,
        subject: 'están terminadas, 1 fallidas',
        counts: '2 listas para imprimir, 1 no se pudieron crear',
      },
    ]) {
      const seller = await signUp(app, { language });
      await saveBilling(app, seller);
      const placed = await buy(seller, count, undefined, failing);
      expect(placed.statusCode, placed.body).toBe(201);
      const { orderReference } = placed.json() as { orderReference: string };
      await drainJobs(app);
      const [done, ...more] = await mailsOf(app, seller, 'bulk-labels-ready');
      expect(more).toEqual([]);
      expect(done!.subject).toContain(orderReference);
      expect(done!.subject).toContain(subject);
      expect(done!.text).toContain(counts);
      expect(done!.html).toContain(counts);
    }
  });

  it('mails that an invoice is available when the invoicing job issues it, in the seller language', async () => {
    for (const [language, subject] of [
      ['fr', (reference: string) => `Shipdeck : la facture ${reference} est disponible`],
      ['de', (reference: string) => `Shipdeck: Rechnung ${reference} ist verfügbar`],
    ] as const) {
      const seller = await signUp(app, { language });
      await saveBilling(app, seller);
      const placed = await buy(seller, 1);
      const { orderReference } = placed.json() as { orderReference: string };
      expect(await mailsOf(app, seller, 'invoice-available')).toEqual([]);
      await app.jobs.enqueue(issueInvoicesJob, { clientId: seller.clientId });
      await drainJobs(app);
      // The job run again issues nothing new and mails nothing new.
      await app.jobs.enqueue(issueInvoicesJob, { clientId: seller.clientId });
      await drainJobs(app);
      const [invoice] = await app.database.query<{ reference: string }>(
        'SELECT reference FROM invoices WHERE client_id = $1',
        [seller.clientId],
      );
      const [mail, ...more] = await mailsOf(app, seller, 'invoice-available');
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(subject(invoice!.reference));
      expect(mail!.text).toContain(orderReference);
      expect(mail!.text).toContain(`${PUBLIC_URL}/private/settings/billing/invoices`);
    }
  });

  it('mails a renewed subscription once per billing, however often the renewal job runs', async () => {
    for (const [language, subject] of [
      ['de', 'Shipdeck: Ihr Tarif Silver wurde verlängert'],
      ['tr', 'Shipdeck: Silver planınız yenilendi'],
    ] as const) {
      // The plan's price with Spanish VAT, written as the seller's language writes money.
      const amount = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(11.98);
      const seller = await subscribed({ language });
      await runRenewals(seller);
      await app.jobs.enqueue(renewSubscriptionsJob, {});
      await drainJobs(app);
      const [renewed, ...more] = await mailsOf(app, seller, 'subscription-renewed');
      expect(more).toEqual([]);
      expect(renewed!.subject).toBe(subject);
      expect(renewed!.text).toContain(amount);
      expect(renewed!.text).toContain(`${PUBLIC_URL}/private/subscriptions`);
      expect(await mailsOf(app, seller, 'subscription-payment-failed')).toEqual([]);
    }
  });

  it('mails each declined renewal with the next attempt, and the last one that the plan ended', async () => {
    for (const [language, retry, ended] of [
      ['hu', 'napon újra megpróbáljuk', 'Ez volt az utolsó próbálkozás'],
      ['en-GB', 'We will try again on', 'That was the last attempt'],
    ] as const) {
      const seller = await subscribed({ language, declined: true });
      await runRenewals(seller);
      const [first, ...none] = await mailsOf(app, seller, 'subscription-payment-failed');
      expect(none).toEqual([]);
      expect(first!.text).toContain(retry);
      await runRenewals(seller);
      await runRenewals(seller);
      const mails = await mailsOf(app, seller, 'subscription-payment-failed');
      expect(mails).toHaveLength(3);
      expect(mails[0]!.text).toContain(ended);
      expect(mails[0]!.text).not.toContain(retry);
      expect(await mailsOf(app, seller, 'subscription-renewed')).toEqual([]);
    }
  });
});
