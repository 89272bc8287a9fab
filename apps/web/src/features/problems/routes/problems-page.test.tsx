import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, stubApiFetch } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/problems';
const stalled = {
  reference: 'ES2026STALL1',
  state: 'IN_TRANSIT',
  kind: 'STALLED',
  carrierName: 'GLS',
  recipientName: 'Luc Martin',
  destination: { country: 'FR', city: 'Paris' },
  lastEvent: 'HUB_SCAN',
  lastMovedAt: '2026-11-10T14:00:00.000Z',
  dispatchedAt: '2026-11-10T12:00:00.000Z',
  daysWithoutMovement: 9,
  claim: { type: 'LOSS', deadline: '2026-12-10T12:00:00.000Z', daysLeft: 21, isOpen: true },
};
const returnedLongAgo = {
  ...stalled,
  reference: 'ES2026RET001',
  state: 'RETURNED_TO_SENDER',
  kind: 'RETURNED',
  lastEvent: 'RETURNED_TO_SENDER',
  claim: { type: 'DAMAGE', deadline: '2026-11-17T14:00:00.000Z', daysLeft: 0, isOpen: false },
};
const pageOf = (items: unknown[], totalPages = items.length ? 1 : 0) => ({
  items,
  pagination: { currentPage: 1, totalPages, totalElements: items.length },
});

/** The problems API: `/problems` answers through `answer`, which may wait (hold) before replying. */
const fakeProblemsApi = (
  answer: (page: number) => MockResponse | Promise<MockResponse>,
  language?: string,
) => {
  const pages: number[] = [];
  stubApiFetch(({ method, path, query }) => {
    if (method === 'GET' && path === '/init') return { status: 200, body: buildInit({ language }) };
    if (method === 'GET' && path === '/problems') {
      pages.push(Number(query.get('page')));
      return answer(Number(query.get('page')));
    }
    return { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
  });
  return pages;
};

describe('Problems inbox', () => {
  it('shows a loading state, then each problem with its deadline and the claim it opens', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeProblemsApi(async () => {
      await held;
      return { status: 200, body: pageOf([stalled, returnedLongAgo]) };
    });
    await renderApp(PAGE);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    release();

    const table = await screen.findByRole('table', { name: 'Problem shipments' });
    const [, first, second] = within(table).getAllByRole('row');
    const date = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso));
    expect(within(first!).getByRole('link', { name: 'ES2026STALL1' })).toHaveAttribute(
      'href',
      '/private/shipments/ES2026STALL1/details',
    );
    expect(within(first!).getByText('GLS · Luc Martin · Paris · France')).toBeInTheDocument();
    expect(within(first!).getByText('Stalled')).toBeInTheDocument();
    expect(within(first!).getByText('Scanned at a sorting hub')).toBeInTheDocument();
    expect(within(first!).getByText('21 days left to claim')).toBeInTheDocument();
    expect(within(first!).getByText(`Claim by ${date(stalled.claim.deadline)}`)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Claim the loss of ES2026STALL1' })).toHaveAttribute(
      'href',
      '/private/support-center/new-ticket?ticketType=LOSS&shipmentReference=ES2026STALL1&prefill=order',
    );

    // A window that has closed says so, and offers no claim.
    expect(within(second!).getByText('Returned')).toBeInTheDocument();
    expect(
      within(second!).getByText(`Claim window closed on ${date(returnedLongAgo.claim.deadline)}`),
    ).toBeInTheDocument();
    expect(within(second!).queryByRole('link', { name: /Claim/ })).toBeNull();
  });

  it('says when nothing is wrong', async () => {
    fakeProblemsApi(() => ({ status: 200, body: pageOf([]) }));
    await renderApp(PAGE);
    expect(await screen.findByText('No problem shipments: every parcel is moving.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers to try again after an error, and shows the list when it answers', async () => {
    let calls = 0;
    fakeProblemsApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { messages: [{ error_code: 'Default', message: 'error.default' }] } }
        : { status: 200, body: pageOf([stalled]) };
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Problem shipments' })).toBeInTheDocument();
  });

  it('pages through the problems', async () => {
    const pages = fakeProblemsApi((page) => ({
      status: 200,
      body: { ...pageOf([{ ...stalled, reference: `ES2026PAGE${page}` }], 2) },
    }));
    const user = userEvent.setup();
    await renderApp(PAGE);
    expect(await screen.findByRole('link', { name: 'ES2026PAGE1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'ES2026PAGE2' })).toBeInTheDocument();
    await waitFor(() => expect(pages).toEqual([1, 2]));
  });

  it('writes dates and words in the reader’s language', async () => {
    fakeProblemsApi(() => ({ status: 200, body: pageOf([stalled]) }), 'de');
    await renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Problemsendungen' });
    const deadline = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(
      new Date(stalled.claim.deadline),
    );
    expect(within(table).getByText(`Reklamieren bis ${deadline}`)).toBeInTheDocument();
    expect(within(table).getByText('Noch 21 Tage für eine Reklamation')).toBeInTheDocument();
    expect(within(table).getByText('Steckt fest')).toBeInTheDocument();
  });
});
