import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { createReadyShipment } from '../pricing/pricing-fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const supportOf = (app: FastifyInstance, who: SignedUp) => {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    upload: async (bytes: Buffer, fileName: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/support/attachments',
          headers: { ...who.headers, 'content-type': 'application/octet-stream', 'x-file-name': fileName },
          payload: bytes,
        })
      ).json().id as string,
    earlier: async (query = '') => (await call('GET', `/support/attachments/earlier${query}`)).json(),
    reuse: (id: string) => call('POST', `/support/attachments/${id}/reuse`),
  };
};

const damageClaim = (reference: string, proofs: Record<string, string>) => ({
  type: 'DAMAGE',
  shipmentReference: reference,
  reason: 'Box crushed',
  productDescription: 'Ceramic vase',
  amount: { currency: 'EUR', value: 42.5 },
  paymentMethod: { type: 'PAYPAL', data: { account: 'ana@example.es' } },
  ...proofs,
});

describe("support: an earlier ticket's files as proofs of a new claim", async () => {
  const app = await buildTestApp();

  /** A label ticket about a shipment with the seller's invoice attached; answers what a claim needs. */
  const earlierTicketWithInvoice = async (seller: SignedUp) => {
    const support = supportOf(app, seller);
    const reference = await createReadyShipment(app, seller);
    const invoice = await support.upload(PDF, 'invoice.pdf');
    const ticket = await support.call('POST', '/support/tickets', {
      type: 'LABEL',
      shipmentReference: reference,
      reason: 'The label shows the wrong value',
      additionalPicture: invoice,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    return {
      support,
      reference,
      invoice,
      ticket: ticket.json() as { id: string; externalReference: string },
    };
  };

  it('lists the files of earlier tickets about a shipment and takes one again as a claim proof', async () => {
    const seller = await signUp(app);
    const { support, reference, invoice, ticket } = await earlierTicketWithInvoice(seller);
    const other = await createReadyShipment(app, seller);

    expect(await support.earlier(`?shipmentReference=${reference}`)).toEqual({
      attachments: [
        {
          id: invoice,
          fileName: 'invoice.pdf',
          ticketReference: ticket.externalReference,
          createdAt: expect.any(String),
        },
      ],
    });
    expect(await support.earlier(`?shipmentReference=${other}`)).toEqual({ attachments: [] });

    const reused = await support.reuse(invoice);
    expect(reused.statusCode, reused.body).toBe(201);
    const copy = reused.json() as { id: string; fileName: string };
    expect(copy.id).not.toBe(invoice);
    expect(copy.fileName).toBe('invoice.pdf');
    const photos = await Promise.all([1, 2, 3].map((n) => support.upload(PNG, `photo-${n}.png`)));
    const claim = await support.call(
      'POST',
      '/support/tickets',
      damageClaim(reference, {
        proofOfValue: copy.id,
        proofOfDamageGoods: photos[0]!,
        proofOfDamageExternalPackaging: photos[1]!,
        proofOfDamageInternalPackaging: photos[2]!,
      }),
    );
    expect(claim.statusCode, claim.body).toBe(201);

    const claimed = (await support.call('GET', `/support/tickets/${claim.json().id}`)).json();
    expect(claimed.attachments.proofOfValue.fileName).toBe('invoice.pdf');
    const file = await app.inject({
      method: 'GET',
      url: claimed.attachments.proofOfValue.url,
      headers: seller.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(Buffer.from(file.rawPayload).equals(PDF)).toBe(true);
    // The earlier ticket keeps its file, and the stored file is offered once.
    const first = (await support.call('GET', `/support/tickets/${ticket.id}`)).json();
    expect(first.attachments.additionalPicture.fileName).toBe('invoice.pdf');
    const offered = (await support.earlier(`?shipmentReference=${reference}`)).attachments as {
      fileName: string;
    }[];
    expect(offered.filter((attachment) => attachment.fileName === 'invoice.pdf')).toHaveLength(1);
  });

  it("refuses another client's file and an upload no ticket took, and lists none of another client's", async () => {
    const seller = await signUp(app);
    const { invoice, reference } = await earlierTicketWithInvoice(seller);
    const stranger = supportOf(app, await signUp(app));
    const refused = await stranger.reuse(invoice);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().messages[0].message).toBe('support.error.attachment-error');
    expect(await stranger.earlier()).toEqual({ attachments: [] });
    expect(await stranger.earlier(`?shipmentReference=${reference}`)).toEqual({ attachments: [] });

    const loose = await supportOf(app, seller).upload(PDF, 'loose.pdf');
    expect((await supportOf(app, seller).reuse(loose)).statusCode).toBe(404);
    const malformed = await supportOf(app, seller).reuse('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messages[0].message).toBe('support.error.attachment-error');
  });
});
