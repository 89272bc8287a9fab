import { notifications } from '@mantine/notifications';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aPurchasedShipment, CUSTOMS_PDF_URL, fakePostSaleApi } from '../testing/fake-post-sale-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Error toasts stay 8 s: one left from a test must not answer the next test's query.
  notifications.clean();
  notifications.cleanQueue();
});

const detailsPath = '/private/shipments/SD26POST0001/details';
const withCustoms = (state: ShipmentState = 'READY_TO_PRINT') => {
  const shipment = aPurchasedShipment({ state });
  return { ...shipment, data: { ...shipment.data, hasCustoms: true } };
};

describe('print-in-store notice', () => {
  it('tells the seller to have the label printed at the drop-off store with the reference as code', async () => {
    fakePostSaleApi(aPurchasedShipment(), { printInStore: true });
    await renderApp(detailsPath);

    const notice = await screen.findByTestId('notice-print-in-store');
    expect(within(notice).getByText('Print in store')).toBeInTheDocument();
    expect(notice).toHaveTextContent('take the parcel to a GLS drop-off store');
    expect(within(notice).getByTestId('print-in-store-code')).toHaveTextContent('SD26POST0001');
  });

  it('is not shown when the shipment was bought without print in store', async () => {
    const api = fakePostSaleApi(aPurchasedShipment(), { printInStore: false });
    await renderApp(detailsPath);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/products'))).toBe(true));
    expect(screen.queryByTestId('notice-print-in-store')).not.toBeInTheDocument();
  });

  it('is left out, without an error, when the bought extras cannot be loaded', async () => {
    const api = fakePostSaleApi(aPurchasedShipment(), { printInStore: true });
    api.overrides.set('GET /shipments/SD26POST0001/products', {
      status: 500,
      body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
    });
    await renderApp(detailsPath);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/products'))).toBe(true));
    expect(screen.queryByTestId('notice-print-in-store')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Actions' })).toBeInTheDocument();
  });

  it('is not asked for once the parcel is on its way', async () => {
    const api = fakePostSaleApi(aPurchasedShipment({ state: 'IN_TRANSIT' }), { printInStore: true });
    await renderApp(detailsPath);
    await screen.findByText('Label created');
    expect(screen.queryByTestId('notice-print-in-store')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/products'))).toBe(false);
  });
});

describe('customs download in the sidebar', () => {
  it.each([
    ['READY_TO_PRINT', true, true],
    ['IN_TRANSIT', true, true],
    ['DELIVERED', true, true],
    ['CANCELED', true, false],
    ['READY_TO_PRINT', false, false],
  ] as const)('%s with customs %s: download shown %s', async (state, hasCustoms, isShown) => {
    const shipment = aPurchasedShipment({ state });
    fakePostSaleApi({ ...shipment, data: { ...shipment.data, hasCustoms } });
    await renderApp(detailsPath);
    const actions = await screen.findByRole('complementary', { name: 'Actions' });
    expect(Boolean(within(actions).queryByRole('button', { name: 'Download customs documents' }))).toBe(
      isShown,
    );
  });

  it('downloads the stored customs invoice PDF', async () => {
    const api = fakePostSaleApi(withCustoms('DELIVERED'));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.getAttribute('href') ?? '');
    });
    await renderApp(detailsPath);

    const actions = await screen.findByRole('complementary', { name: 'Actions' });
    // A delivered shipment has no other action left, so the "nothing to do" text is not shown either.
    expect(
      within(actions).queryByText('There is nothing to do for this shipment now.'),
    ).not.toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Download customs documents' }));

    await waitFor(() => expect(clicks).toEqual([CUSTOMS_PDF_URL]));
    expect(api.calls.filter((call) => call.path === '/shipments/SD26POST0001/customs-invoice')).toHaveLength(
      1,
    );
    expect(screen.queryByText('We could not download the customs documents')).not.toBeInTheDocument();
  });

  it('shows the INTERNAL_SERVER_ERROR message when the download fails, and downloads on a second try', async () => {
    const api = fakePostSaleApi(withCustoms());
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.overrides.set('GET /shipments/SD26POST0001/customs-invoice', {
      status: 404,
      body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] },
    });
    await renderApp(detailsPath);

    const button = await screen.findByRole('button', { name: 'Download customs documents' });
    await userEvent.click(button);
    expect(await screen.findByText('We could not download the customs documents')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();

    api.overrides.delete('GET /shipments/SD26POST0001/customs-invoice');
    await userEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('treats an invoice without a document as a failed download', async () => {
    const api = fakePostSaleApi(withCustoms());
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    api.overrides.set('GET /shipments/SD26POST0001/customs-invoice', {
      status: 200,
      body: { id: 'invoice-1', status: 'DRAFT', isUsed: false, pdfUrl: null },
    });
    await renderApp(detailsPath);

    await userEvent.click(await screen.findByRole('button', { name: 'Download customs documents' }));
    expect(
      await screen.findByText('Something went wrong on our side. Please try again later.'),
    ).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
