import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const id = '11111111-1111-4111-8111-111111111111';
const proofId = '22222222-2222-4222-8222-222222222222';
const ticket = {
  id,
  externalReference: 'T-ABCDEFGH',
  type: 'DAMAGE',
  status: 'OPEN',
  shipmentReference: 'ES2026ABC',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  reason: 'Box crushed',
  productDescription: 'Vase',
  amount: { value: 42.5, currency: 'EUR' },
  paymentMethod: { type: 'BANK' },
  collectionDate: null,
  additionalComments: null,
  attachments: { proofOfValue: { id: 'a1', fileName: 'invoice.pdf', url: '/api/v1/files/x.pdf' } },
  decision: null,
  cancellation: null,
};
const page = (items: unknown[]) => ({
  items,
  pagination: { currentPage: 1, totalPages: items.length ? 1 : 0, totalElements: items.length },
});
const supportUser = { status: 200, body: { isVip: false, isStaff: false, isSubscriber: false } };
const messages = [
  {
    id: 'm1',
    author: { isAgent: false },
    createdAt: '2026-11-20T12:00:00.000Z',
    htmlBody: 'Box crushed',
    attachments: [],
  },
  {
    id: 'm2',
    author: { isAgent: true },
    createdAt: '2026-11-20T13:00:00.000Z',
    htmlBody: 'We are <b>on it</b>',
    attachments: [],
  },
];

describe('Support centre', () => {
  it('lists tickets, filters by status group and type, and tells an empty filter from no tickets', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/user': supportUser,
      'GET /support/tickets': ({ query }) => ({
        status: 200,
        body: page(query.get('statusGroup') === 'solved' || query.get('type') === 'PICKUP' ? [] : [ticket]),
      }),
    });
    const user = userEvent.setup();
    await renderApp('/private/support-center');
    const table = await screen.findByRole('table', { name: 'Support tickets' });
    expect(within(table).getByRole('link', { name: 'T-ABCDEFGH' })).toHaveAttribute(
      'href',
      `/private/support-center/details/${id}`,
    );
    expect(within(table).getByText('Damage claim')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Solved' }));
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'GET' && call.path === '/support/tickets')).toBe(true);
  });

  it('shows the empty state when the client has no tickets, and retries after a server error', async () => {
    let failures = 0;
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/user': supportUser,
      'GET /support/tickets': () => {
        failures += 1;
        return failures === 1
          ? { status: 503, body: { messages: [{ error_code: 'Default', message: 'error.default' }] } }
          : { status: 200, body: page([]) };
      },
    });
    await renderApp('/private/support-center');
    expect(
      await screen.findByText('You have no support tickets yet.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(failures).toBe(2);
  });

  it('shows the chat and hides the message box once the ticket is solved', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /support/tickets/${id}`]: {
        status: 200,
        body: { ...ticket, status: 'SOLVED', decision: { isApproved: true, refundedAmount: 4250 } },
      },
      [`GET /support/tickets/${id}/messages`]: { status: 200, body: { messages } },
    });
    await renderApp(`/private/support-center/details/${id}`);
    const timeline = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(timeline).getByText('on it')).toBeInTheDocument();
    expect(within(timeline).getByText('This ticket is closed.')).toBeInTheDocument();
    expect(screen.getByText('Refunded: €42.50')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it.each([
    ['REQUESTED', 'NEW', 'We have asked the carrier to cancel this shipment.'],
    [
      'CANCELED',
      'SOLVED',
      'The carrier cancelled this shipment, and what you paid for it has been refunded.',
    ],
    ['REFUSED', 'OPEN', 'The carrier could not cancel this shipment, so it stays as it was.'],
  ] as const)('says what a cancel ticket did with its shipment: %s', async (cancellation, status, text) => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /support/tickets/${id}`]: {
        status: 200,
        body: { ...ticket, type: 'CANCEL', status, reason: 'DUPLICATE', cancellation },
      },
      [`GET /support/tickets/${id}/messages`]: { status: 200, body: { messages } },
    });
    await renderApp(`/private/support-center/details/${id}`);
    expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    for (const other of ['REQUESTED', 'CANCELED', 'REFUSED'].filter((outcome) => outcome !== cancellation))
      expect(screen.queryByTestId(`cancellation-${other}`)).not.toBeInTheDocument();
    expect(screen.getByTestId(`cancellation-${cancellation}`)).toBeInTheDocument();
  });

  it('answers on an open ticket', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /support/tickets/${id}`]: { status: 200, body: ticket },
      [`GET /support/tickets/${id}/messages`]: { status: 200, body: { messages } },
      [`POST /support/tickets/${id}/messages`]: { status: 201, body: { id: 'm3' } },
    });
    const user = userEvent.setup();
    await renderApp(`/private/support-center/details/${id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Photos{enter}attached');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        htmlBody: 'Photos\nattached',
        attachments: [],
      }),
    );
  });

  it('checks a damage claim before sending: on the en-GB form, an 8-digit account number and a sort code', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/tickets/existing': { status: 200, body: { ticket: null } },
    });
    const user = userEvent.setup();
    await renderApp('/private/support-center/new-ticket?ticketType=damage&shipmentReference=ES2026ABC');
    expect(await screen.findByRole('textbox', { name: /Shipment reference/ })).toHaveValue('ES2026ABC');
    await user.type(screen.getByRole('textbox', { name: /Describe the problem/ }), 'Box crushed');
    await user.type(screen.getByRole('textbox', { name: /Product description/ }), 'Vase');
    await user.type(screen.getByRole('textbox', { name: /Amount claimed/ }), '42.5');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '1234567');
    await user.type(screen.getByRole('textbox', { name: /Sort code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('The account number has 8 digits.')).toBeInTheDocument();
    expect(screen.getByText('The sort code reads NN-NN-NN.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('opens a loss claim pre-filled from the order, with the customs invoice as its proof of value', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/tickets/existing': { status: 200, body: { ticket: null } },
      'POST /problems/ES2026STALL1/claim-draft': {
        status: 200,
        body: {
          type: 'LOSS',
          shipmentReference: 'ES2026STALL1',
          productDescription: 'Books',
          amount: { value: 35, currency: 'EUR' },
          proofOfValue: { uploadId: proofId, id: proofId, fileName: 'customs-CI-1.pdf' },
        },
      },
      'POST /support/tickets': { status: 201, body: { id, externalReference: 'T-ABCDEFGH' } },
      'GET /support/tickets/:id': { status: 404 },
    });
    const user = userEvent.setup();
    await renderApp(
      '/private/support-center/new-ticket?ticketType=LOSS&shipmentReference=ES2026STALL1&prefill=order',
    );
    expect(await screen.findByText(/Filled in from the order/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Shipment reference/ })).toHaveValue('ES2026STALL1');
    expect(screen.getByRole('textbox', { name: /Product description/ })).toHaveValue('Books');
    expect(screen.getByRole('textbox', { name: /Amount claimed/ })).toHaveValue('€ 35');
    expect(screen.getByText('customs-CI-1.pdf')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Describe the problem/ }), 'No scan for nine days');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.type(screen.getByRole('textbox', { name: /PayPal/ }), 'seller@example.com');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/support/tickets')).toBe(true));
    expect(api.calls.find((call) => call.path === '/support/tickets')?.body).toMatchObject({
      type: 'LOSS',
      shipmentReference: 'ES2026STALL1',
      productDescription: 'Books',
      amount: { currency: 'EUR', value: 35 },
      proofOfValue: proofId,
    });
    expect(api.calls.filter((call) => call.path.endsWith('/claim-draft'))).toHaveLength(1);
  });

  it("takes a file of an earlier ticket about the shipment as a claim's proof of value", async () => {
    const reusedId = '7d6c3f5e-5d7a-4a8e-9a43-1f1d3c2b4a55';
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/tickets/existing': { status: 200, body: { ticket: null } },
      'GET /support/attachments/earlier': ({ query }) => ({
        status: 200,
        body: {
          attachments:
            query.get('shipmentReference') === 'ES2026ABC'
              ? [
                  {
                    id: 'earlier-1',
                    fileName: 'invoice.pdf',
                    ticketReference: 'T-EARLIER1',
                    createdAt: '2026-11-20T12:00:00.000Z',
                  },
                ]
              : [],
        },
      }),
      'POST /support/attachments/earlier-1/reuse': {
        status: 201,
        body: { uploadId: reusedId, id: reusedId, fileName: 'invoice.pdf' },
      },
      'POST /support/tickets': { status: 201, body: { id, externalReference: 'T-ABCDEFGH' } },
      'GET /support/tickets/:id': { status: 404 },
    });
    const user = userEvent.setup();
    await renderApp('/private/support-center/new-ticket?ticketType=LOSS&shipmentReference=ES2026ABC');
    await user.click(
      await screen.findByRole('button', { name: 'Proof of value (invoice): From an earlier ticket' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'invoice.pdf (ticket T-EARLIER1)' }));
    expect(await screen.findByText('invoice.pdf')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Describe the problem/ }), 'Never arrived');
    await user.type(screen.getByRole('textbox', { name: /Product description/ }), 'Books');
    await user.type(screen.getByRole('textbox', { name: /Amount claimed/ }), '35');
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.type(screen.getByRole('textbox', { name: /PayPal/ }), 'seller@example.com');
    await user.click(screen.getByRole('button', { name: 'Send ticket' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/support/tickets')).toBe(true));
    expect(api.calls.find((call) => call.path === '/support/tickets')?.body).toMatchObject({
      type: 'LOSS',
      shipmentReference: 'ES2026ABC',
      proofOfValue: reusedId,
    });
  });

  it('blocks a ticket when one of the same type is open for the shipment', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/tickets/existing': { status: 200, body: { ticket: { id, status: 'OPEN' } } },
    });
    await renderApp('/private/support-center/new-ticket?ticketType=delivery&shipmentReference=ES2026ABC');
    expect(
      await screen.findByText('A ticket of this type is already open for this shipment'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/private/support-center/details/${id}`,
    );
    expect(screen.getByRole('button', { name: 'Send ticket' })).toBeDisabled();
  });
});
