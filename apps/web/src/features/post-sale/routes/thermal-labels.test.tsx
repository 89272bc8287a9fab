import type { PrintFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aPurchasedShipment, fakePostSaleApi } from '../testing/fake-post-sale-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const detailsPath = '/private/shipments/SD26POST0001/details';

/** The post-sale page for a user whose default print format is `defaultPrintFormat`. */
const postSaleFor = (defaultPrintFormat: PrintFormat) => {
  const api = fakePostSaleApi(aPurchasedShipment());
  api.overrides.set('GET /init', { status: 200, body: buildInit({ defaultPrintFormat }) });
  api.overrides.set('PUT /user/print-format', (call) => ({
    status: 200,
    body: { ...buildInit().user, ...(call.body as object) },
  }));
  return api;
};

describe('thermal labels in post-sale printing', () => {
  it("starts on the user's default ZPL 300 dpi format and downloads ZPL, since a browser cannot print it", async () => {
    const api = postSaleFor('ZPL_300');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp(detailsPath);

    await userEvent.click(await screen.findByRole('button', { name: 'Print label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping label' });
    expect(within(dialog).getByRole('radio', { name: 'ZPL 300 dpi' })).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Make this my default format' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await within(dialog).findByText('Your label is downloading.')).toBeInTheDocument();
    const request = api.calls.find((call) => call.path === '/shipments/labels')!;
    expect(Object.fromEntries(request.query)).toEqual({
      references: 'SD26POST0001',
      format: 'ZPL',
      dpi: '300',
      disposition: 'attachment',
    });
    expect(api.calls.some((call) => call.path === '/user/print-format')).toBe(false);
  });

  it('saves another format as the default when the user asks to', async () => {
    const api = postSaleFor('4x6');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp(detailsPath);

    await userEvent.click(await screen.findByRole('button', { name: 'Print label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping label' });
    expect(within(dialog).getByRole('radio', { name: '4x6 (A6)' })).toBeChecked();
    await userEvent.click(within(dialog).getByText('ZPL 203 dpi'));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Make this my default format' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await within(dialog).findByText('Your label is downloading.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/user/print-format')?.body).toEqual({
      defaultPrintFormat: 'ZPL_203',
    });
    const request = api.calls.find((call) => call.path === '/shipments/labels')!;
    expect(request.query.get('format')).toBe('ZPL');
    expect(request.query.get('dpi')).toBe('203');
  });

  it('e-mails the label as ZPL when that is the default print format', async () => {
    const api = postSaleFor('ZPL_300');
    await renderApp(detailsPath);

    await userEvent.click(await screen.findByRole('button', { name: 'Send label by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send label by e-mail' });
    expect(within(dialog).getByRole('radio', { name: 'ZPL 300 dpi' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'For the Zebra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The label has been sent by e-mail.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.endsWith('/labels/email'))?.body).toEqual({
      mail: 'grace@example.com',
      message: 'For the Zebra',
      format: 'ZPL',
      dpi: 300,
    });
  });
});
