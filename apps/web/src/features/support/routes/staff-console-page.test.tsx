import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const id = '11111111-1111-4111-8111-111111111111';
const ticket = {
  id,
  clientId: '22222222-2222-4222-8222-222222222222',
  externalReference: 'T-ABCDEFGH',
  type: 'LOSS',
  status: 'NEW',
  shipmentReference: 'ES2026ABC',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  reason: 'Lost',
  productDescription: 'Book',
  amount: { value: 12, currency: 'EUR' },
  paymentMethod: { type: 'PAYPAL' },
  collectionDate: null,
  additionalComments: null,
  attachments: {},
  decision: null,
  cancellation: null,
};
const pagination = { currentPage: 1, totalPages: 1, totalElements: 1 };

describe('Staff console', () => {
  it('is closed to users without the staff role', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/user': { status: 200, body: { isVip: false, isStaff: false, isSubscriber: false } },
    });
    await renderApp('/private/support-console');
    expect(await screen.findByText('This page is for support staff only.')).toBeInTheDocument();
  });

  it('approves a claim for the amount claimed', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/user': { status: 200, body: { isVip: false, isStaff: true, isSubscriber: false } },
      'GET /support/staff/tickets': { status: 200, body: { items: [ticket], pagination } },
      [`GET /support/staff/tickets/${id}`]: { status: 200, body: { ticket, messages: [] } },
      [`POST /support/staff/tickets/${id}/decision`]: { status: 204 },
    });
    const user = userEvent.setup();
    await renderApp('/private/support-console');
    await user.click(await screen.findByRole('button', { name: 'T-ABCDEFGH' }));
    await user.click(await screen.findByRole('button', { name: 'Approve and refund' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.path.endsWith('/decision'))?.body).toEqual({ isApproved: true }),
    );
  });

  it('pages through every client’s tickets, and a new status filter starts again at the first page', async () => {
    const asked: { page: string | null; statusGroup: string | null }[] = [];
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /support/user': { status: 200, body: { isVip: false, isStaff: true, isSubscriber: false } },
      'GET /support/staff/tickets': ({ query }) => {
        asked.push({ page: query.get('page'), statusGroup: query.get('statusGroup') });
        const page = Number(query.get('page') ?? 1);
        return {
          status: 200,
          body: {
            items: [{ ...ticket, externalReference: `T-PAGE000${page}` }],
            pagination: { currentPage: page, totalPages: 3, totalElements: 25 },
          },
        };
      },
    });
    const user = userEvent.setup();
    await renderApp('/private/support-console');
    expect(await screen.findByRole('button', { name: 'T-PAGE0001' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('button', { name: 'T-PAGE0002' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Solved' }));
    expect(await screen.findByRole('button', { name: 'T-PAGE0001' })).toBeInTheDocument();
    expect(asked).toEqual([
      { page: '1', statusGroup: 'open' },
      { page: '2', statusGroup: 'open' },
      { page: '1', statusGroup: 'solved' },
    ]);
  });
});
