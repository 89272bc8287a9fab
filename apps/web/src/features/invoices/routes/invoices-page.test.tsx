import { EventType } from '@shipdeck/domain/events/event-types';
import type { InvoiceSummary } from '@shipdeck/domain/invoices/invoices.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PAGE = '/private/settings/billing/invoices';

const invoice = (index: number, overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  reference: `SD-${String(index).padStart(8, '0')}`,
  createdAt: '2026-03-14T09:26:53.000Z',
  paid: true,
  price: { currency: 'EUR', totalPrice: 123456 + index },
  hasInvoicePdf: true,
  kind: 'INVOICE',
  ...overrides,
});

const pageOf = (page: number) => ({
  invoices:
    page === 0
      ? Array.from({ length: 10 }, (_, index) => invoice(12 - index))
      : [invoice(2), invoice(1, { kind: 'CREDIT_NOTE', price: { currency: 'EUR', totalPrice: -1210 } })],
  pagination: { currentPage: page, totalPages: 2, totalElements: 12 },
});

const setUp = (routes: Record<string, Parameters<typeof mockApi>[0][string]> = {}) => {
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.getAttribute('href') ?? '');
  });
  const api = mockApi({
    'GET /init': { status: 200, body: buildInit() },
    'GET /invoices': ({ query }) => ({ status: 200, body: pageOf(Number(query.get('page'))) }),
    ...routes,
  });
  return { api, clicks };
};

const invoiceAvailable = (payload: object, queryClient: Parameters<typeof dispatchRealtimeEvent>[1]) =>
  act(() =>
    dispatchRealtimeEvent({ id: '9', type: EventType.InvoiceAvailable, payload, createdAt: '' }, queryClient),
  );

const selectAllAndDownload = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('checkbox', { name: 'Select every invoice on this page' }));
  await user.click(screen.getByRole('button', { name: 'Download selected (10)' }));
  return screen.findByRole('dialog', { name: 'Download invoices' });
};

describe('invoices tab', () => {
  it('lists ten invoices a page with the date and amount in the reader’s locale, and pages', async () => {
    const { api } = setUp();
    await renderApp(PAGE);

    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByText('SD-00000012').closest('tr')!;
    expect(within(row).getByText('€1,234.68')).toBeInTheDocument();
    // Day first, 24-hour time with seconds: en-GB (the hour follows the machine's time zone).
    expect(within(row).getByText(/^14\/03\/2026, \d{2}:26:53$/)).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const credit = (await screen.findByText('SD-00000001')).closest('tr')!;
    expect(within(credit).getByText('Credit note')).toBeInTheDocument();
    expect(within(credit).getByText('-€12.10')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/invoices')).toHaveLength(2);
  });

  it('shows a document issued while the tab is open, without a reload', async () => {
    let issued = false;
    setUp({
      'GET /invoices': () => ({
        status: 200,
        body: issued
          ? { ...pageOf(0), invoices: [invoice(13), ...pageOf(0).invoices.slice(0, 9)] }
          : pageOf(0),
      }),
    });
    const view = await renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).queryByText('SD-00000013')).not.toBeInTheDocument();

    issued = true;
    act(() =>
      dispatchRealtimeEvent(
        { id: '10', type: EventType.InvoiceIssued, payload: { reference: 'SD-00000013' }, createdAt: '' },
        view.queryClient,
      ),
    );
    expect(await within(table).findByText('SD-00000013')).toBeInTheDocument();
  });

  it('select-all ticks every row of the page, and a second click clears them', async () => {
    setUp();
    const user = userEvent.setup();
    await renderApp(PAGE);
    const all = await screen.findByRole('checkbox', { name: 'Select every invoice on this page' });
    expect(screen.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();

    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select invoice SD-00000007' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Download selected (10)' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice SD-00000007' }));
    expect(all).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Download selected (9)' })).toBeEnabled();
    await user.click(all);
    await user.click(all);
    expect(screen.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();
  });

  it('downloads one invoice from the url its reference answers', async () => {
    const url = '/api/v1/files/clients/c1/invoices/SD-00000012.pdf?disposition=inline';
    const { clicks } = setUp({ 'GET /invoices/SD-00000012': { status: 200, body: { url } } });
    await renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice SD-00000012' }));
    await waitFor(() => expect(clicks).toEqual([url]));
  });

  it('says so when one invoice cannot be opened', async () => {
    setUp({ 'GET /invoices/SD-00000012': { status: 500, body: { messages: [] } } });
    await renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice SD-00000012' }));
    expect(await screen.findByText('We could not open this invoice. Please try again.')).toBeInTheDocument();
  });

  it('bulk panel: loading, then ready opens the ZIP', async () => {
    const { api, clicks } = setUp({ 'POST /invoices/bulk': { status: 202, body: { requestId: 'r1' } } });
    const view = await renderApp(PAGE);
    const panel = await selectAllAndDownload();
    expect(within(panel).getByRole('status')).toHaveTextContent('Preparing 10 invoices in one file…');
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(
      (api.calls.find((call) => call.method === 'POST')!.body as { references: string[] }).references,
    ).toHaveLength(10);

    invoiceAvailable({ requestId: 'other', url: '/elsewhere.zip', errors: [] }, view.queryClient);
    expect(within(panel).getByRole('status')).toBeInTheDocument();
    invoiceAvailable(
      { requestId: 'r1', url: '/api/v1/files/clients/c1/invoices/x.zip', errors: [] },
      view.queryClient,
    );

    expect(await within(panel).findByText('Your invoices are ready.')).toBeInTheDocument();
    expect(clicks).toEqual(['/api/v1/files/clients/c1/invoices/x.zip']);
    expect(within(panel).getByRole('link', { name: 'Open the file' })).toHaveAttribute(
      'href',
      '/api/v1/files/clients/c1/invoices/x.zip',
    );
  });

  it('bulk panel: an answer without a url is the generic error', async () => {
    const { clicks } = setUp({ 'POST /invoices/bulk': { status: 202, body: { requestId: 'r2' } } });
    const view = await renderApp(PAGE);
    const panel = await selectAllAndDownload();
    await waitFor(() => expect(within(panel).getByRole('status')).toBeInTheDocument());
    invoiceAvailable({ requestId: 'r2', url: null, errors: ['SD-00000012'] }, view.queryClient);

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('We could not prepare your invoices. Please try again.');
    expect(clicks).toEqual([]);
  });

  it('bulk panel: failed references are a partial error that lists them', async () => {
    const { clicks } = setUp({ 'POST /invoices/bulk': { status: 202, body: { requestId: 'r3' } } });
    const view = await renderApp(PAGE);
    const panel = await selectAllAndDownload();
    await waitFor(() => expect(within(panel).getByRole('status')).toBeInTheDocument());
    invoiceAvailable(
      {
        requestId: 'r3',
        url: '/api/v1/files/clients/c1/invoices/y.zip',
        errors: ['SD-00000011', 'SD-00000004'],
      },
      view.queryClient,
    );

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('These invoices could not be included:');
    const failed = within(alert).getByRole('list', { name: 'Invoices not included' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SD-00000011', 'SD-00000004']);
    expect(within(panel).getByRole('link', { name: 'Open the file' })).toHaveAttribute(
      'href',
      '/api/v1/files/clients/c1/invoices/y.zip',
    );
    expect(clicks).toEqual([]);
  });

  it('bulk panel: a refused request is the generic error, and try again asks once more', async () => {
    let attempts = 0;
    setUp({
      'POST /invoices/bulk': () => {
        attempts++;
        return attempts === 1
          ? { status: 500, body: { messages: [{ error_code: 'Default', message: 'error.internal' }] } }
          : { status: 202, body: { requestId: 'r4' } };
      },
    });
    await renderApp(PAGE);
    const panel = await selectAllAndDownload();
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('We could not prepare your invoices. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('status')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
