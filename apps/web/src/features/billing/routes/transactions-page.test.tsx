import type { Transaction } from '@shipdeck/domain/transactions/transactions.schema';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const PAGE = '/private/settings/billing/transactions';
const serverError = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  orderReference: 'ORD-20261120-ABCDEFGH',
  orderDate: '2026-11-20T09:30:00.000Z',
  totalPrice: 1210,
  currency: 'EUR',
  type: 'LABELS_ORDER',
  url: null,
  ...overrides,
});

/** The transactions API: answers `items` on every page and records each query it was asked. */
const fakeTransactionsApi = (
  options: { items?: Transaction[]; totalElements?: number; language?: string; failing?: boolean } = {},
) => {
  const queries: Record<string, string>[] = [];
  const items = options.items ?? [transaction()];
  const totalElements = options.totalElements ?? items.length;
  mockApi({
    'GET /init': { status: 200, body: buildInit({ language: options.language }) },
    'GET /transactions': ({ query }) => {
      queries.push(Object.fromEntries(query));
      if (options.failing) return serverError;
      return {
        status: 200,
        body: {
          items,
          pagination: {
            currentPage: Number(query.get('page')),
            totalPages: Math.ceil(totalElements / 10),
            totalElements,
          },
        },
      };
    },
  });
  return { queries, last: () => queries.at(-1) };
};

beforeEach(() => {
  // The clock is fixed (26 November 2026) and timers are driven by the test, for the 300 ms debounce.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setUpUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const table = () => screen.findByRole('table', { name: 'Transactions' });

describe('billing → transactions', () => {
  it('lists the last 30 days at first: reference, date, type and amount, a refund as money back', async () => {
    const api = fakeTransactionsApi({
      items: [
        transaction({ type: 'REFUND', totalPrice: -500, orderDate: '2026-11-21T08:00:00.000Z' }),
        transaction(),
        transaction({ orderReference: 'SUB-20261101-0A1B2C3D', type: 'SUBSCRIPTION', totalPrice: 1815 }),
      ],
    });
    const app = await renderApp(PAGE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing and invoices' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Transactions', selected: true })).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'ORD-20261120-ABCDEFGH',
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date('2026-11-21T08:00:00.000Z'),
        ),
        'Refund',
        '-€5.00',
      ],
      [
        'ORD-20261120-ABCDEFGH',
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date('2026-11-20T09:30:00.000Z'),
        ),
        'Labels order',
        '€12.10',
      ],
      ['SUB-20261101-0A1B2C3D', expect.any(String), 'Subscription', '€18.15'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('last-30-days');
    expect(api.last()).toEqual({
      page: '1',
      from: '2026-10-28',
      to: '2026-11-26',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // The default period is not written in the address; a chosen one is.
    expect(app.location()).toBe(PAGE);
  });

  it('shows money and dates in the reader’s language', async () => {
    fakeTransactionsApi({ language: 'de' });
    await renderApp(PAGE);
    const row = within(await screen.findByRole('table', { name: 'Transaktionen' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('12,10 €')).toBeInTheDocument();
    expect(
      within(row).getByText(
        new Intl.DateTimeFormat('de', { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date('2026-11-20T09:30:00.000Z'),
        ),
      ),
    ).toBeInTheDocument();
    expect(within(row).getByText('Etikettenbestellung')).toBeInTheDocument();
  });

  it.each([
    ['this-month', 'This month', { from: '2026-11-01', to: '2026-11-26' }],
    ['last-month', 'Last month', { from: '2026-10-01', to: '2026-10-31' }],
  ])('keeps the preset %s in the address and asks for its days', async (_preset, label, range) => {
    const api = fakeTransactionsApi();
    const user = setUpUser();
    const app = await renderApp(PAGE);
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), label);

    await waitFor(() => expect(api.last()).toMatchObject({ ...range, page: '1' }));
    expect(app.location()).toBe(`${PAGE}?from=${range.from}&to=${range.to}`);
  });

  it('takes custom days up to today, and asks nothing for a day after today', async () => {
    const api = fakeTransactionsApi();
    const user = setUpUser();
    const app = await renderApp(PAGE);
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('max', '2026-11-26');

    fireEvent.change(from, { target: { value: '2026-11-10' } });
    await waitFor(() => expect(api.last()).toMatchObject({ from: '2026-11-10', to: '2026-11-26' }));
    expect(app.location()).toBe(`${PAGE}?from=2026-11-10&to=2026-11-26`);

    const asked = api.queries.length;
    fireEvent.change(to, { target: { value: '2026-11-27' } });
    expect(await screen.findByText('Choose a date up to today')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(api.queries).toHaveLength(asked);
  });

  it('searches a reference 300 ms after the last key, only when empty or longer than 3 characters', async () => {
    const api = fakeTransactionsApi();
    const user = setUpUser();
    const app = await renderApp(`${PAGE}?page=2`);
    await table();
    const search = screen.getByRole('searchbox', { name: 'Order reference' });

    await user.type(search, 'ORD');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(app.location()).toBe(`${PAGE}?page=2`);
    expect(api.queries.some((query) => 'orderReference' in query)).toBe(false);

    await user.type(search, '-');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(app.location()).toBe(`${PAGE}?page=2`);
    await act(() => vi.advanceTimersByTimeAsync(150));
    // A new search starts again from the first page.
    expect(app.location()).toBe(`${PAGE}?id=ORD-`);
    await waitFor(() => expect(api.last()).toMatchObject({ orderReference: 'ORD-', page: '1' }));

    await user.clear(search);
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(app.location()).toBe(PAGE);
    await waitFor(() => expect(api.last()).not.toHaveProperty('orderReference'));
  });

  it('reads every filter from the address, and pages', async () => {
    const api = fakeTransactionsApi({ totalElements: 25 });
    const user = setUpUser();
    const app = await renderApp(`${PAGE}?id=ORD-2026&from=2026-10-01&to=2026-10-31&page=2`);
    await table();
    expect(screen.getByRole('searchbox', { name: 'Order reference' })).toHaveValue('ORD-2026');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('last-month');
    expect(api.last()).toMatchObject({
      orderReference: 'ORD-2026',
      from: '2026-10-01',
      to: '2026-10-31',
      page: '2',
    });

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.last()).toMatchObject({ page: '3', orderReference: 'ORD-2026' }));
    expect(app.location()).toBe(`${PAGE}?id=ORD-2026&from=2026-10-01&to=2026-10-31&page=3`);
  });

  it('says when a period has no transactions', async () => {
    fakeTransactionsApi({ items: [] });
    await renderApp(PAGE);
    expect(await screen.findByText('No transactions in this period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const api = fakeTransactionsApi({ failing: true });
    const user = setUpUser();
    await renderApp(PAGE);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.queries).toHaveLength(2));
  });
});
