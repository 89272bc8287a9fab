import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aRecipient, aWarehouse } from '../../addresses/testing/fake-addresses-api.ts';
import { aDraft, aPrice, aService, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';
// Mantine keeps a combobox dropdown styled hidden in jsdom (no layout).
const findOption = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

describe('address step', () => {
  const setUp = () =>
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${REF}`]: {
        status: 200,
        body: aDraft({
          step: 'SHIPPING_DETAILS',
          data: {
            from: { alpha2Code: 'ES', zipCode: '28013' },
            to: { alpha2Code: 'FR', zipCode: '75001' },
            service: aServiceSnapshot(),
          },
        }),
      },
      'GET /warehouses': { status: 200, body: [aWarehouse({ isDefault: true, alias: 'Madrid store' })] },
      'GET /recipients/saved': { status: 200, body: [aRecipient({ alias: 'Luc in Paris' })] },
      [`PATCH /shipments/${REF}`]: {
        status: 200,
        body: aDraft({
          step: 'PAYMENT',
          data: { service: aServiceSnapshot(), content: { description: 'Books', value: 1250 } },
        }),
      },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
    });

  it('takes the default warehouse at the origin and a book entry; the add-to-book box resets and editing shows Update', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    const sender = await screen.findByRole('region', { name: 'Sender' });
    expect(await within(sender).findByText('Calle Mayor 1')).toBeInTheDocument();

    const recipient = screen.getByRole('region', { name: 'Recipient' });
    await user.click(within(recipient).getByRole('checkbox', { name: 'Add to the address book' }));
    expect(within(recipient).getByRole('textbox', { name: /^Alias/ })).toBeInTheDocument();
    await user.click(within(recipient).getByRole('combobox', { name: /^Address book/ }));
    await user.click(await findOption(/Luc in Paris/));
    // Picked from the book: no longer a new address, so the box is gone and unticked.
    expect(
      within(recipient).queryByRole('checkbox', { name: 'Add to the address book' }),
    ).not.toBeInTheDocument();
    expect(within(recipient).queryByRole('textbox', { name: /^Alias/ })).not.toBeInTheDocument();

    await user.click(within(recipient).getByRole('button', { name: 'Change' }));
    expect(within(recipient).getByRole('button', { name: 'Update this recipient' })).toBeInTheDocument();
    await user.click(within(recipient).getByRole('button', { name: 'Update this recipient' }));
    expect(await within(recipient).findByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(recipient).getByRole('checkbox', { name: 'Add to the address book' })).not.toBeChecked();

    const content = screen.getByRole('region', { name: 'Content' });
    await user.click(within(content).getByRole('combobox', { name: /^What are you sending/ }));
    await user.paste('Books');
    await user.click(within(content).getByRole('textbox', { name: /^Value/ }));
    await user.paste('12,5');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/recipients')).toBe(false);
    const patch = api.calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(patch).toMatchObject({
      step: 'PAYMENT',
      from: { street1: 'Calle Mayor 1', alpha2Code: 'ES' },
      to: { zipCode: '75001', alpha2Code: 'FR' },
      content: { description: 'Books', value: 1250, secondHand: false },
    });
  }, 30_000);
});

describe('customs step', () => {
  const customsDraft = aDraft({
    step: 'CUSTOMS',
    data: {
      to: { alpha2Code: 'US', zipCode: '10001' },
      service: aServiceSnapshot({ customsRequired: true }),
      content: { description: 'Books', value: 2500 },
    },
  });
  const setUp = (hasPaperlessCustoms: boolean, saveStatus = 201) =>
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${REF}`]: { status: 200, body: customsDraft },
      'GET /services': {
        status: 200,
        body: { services: [aService({ customsRequired: true, hasPaperlessCustoms })] },
      },
      'POST /customs-invoices': {
        status: saveStatus,
        body:
          saveStatus === 201
            ? { id: '00000000-0000-4000-8000-0000000000c1' }
            : { messages: [{ error_code: 'Default', message: 'error.default' }] },
      },
      [`PUT /shipments/${REF}/customs-invoice`]: { status: 200, body: {} },
      [`PATCH /shipments/${REF}`]: { status: 200, body: { ...customsDraft, step: 'PAYMENT' } },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
    });

  it('saves the invoice prefilled from the content, purchase or sale by default, and goes to payment', async () => {
    const api = setUp(true);
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/customs`);
    const item = await screen.findByRole('group', { name: 'Item 1' });
    expect(within(item).getByRole('textbox', { name: /^Description/ })).toHaveValue('Books');
    await user.click(within(item).getByRole('textbox', { name: /^HS tariff code/ }));
    await user.paste('4901.99 00');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    expect(api.calls.find((call) => call.path === '/customs-invoices')?.body).toEqual({
      shipmentReference: REF,
      category: 'PURCHASE_OR_SALE',
      exportReason: 'PURCHASE_OR_SALE',
      incoterm: 'DAP',
      recipientTaxId: null,
      isDraft: false,
      items: [
        {
          description: 'Books',
          quantity: 1,
          unitValue: 2500,
          weight: 2,
          hsCode: '49019900',
          originCountry: 'ES',
        },
      ],
    });
    expect(api.calls.find((call) => call.path === `/shipments/${REF}/customs-invoice`)?.body).toEqual({
      customsInvoiceId: '00000000-0000-4000-8000-0000000000c1',
    });
  });

  it("sends the recipient's tax number as typed, its spaces collapsed, for the customs documents", async () => {
    const api = setUp(false);
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/customs`);
    const item = await screen.findByRole('group', { name: 'Item 1' });
    await user.click(within(item).getByRole('textbox', { name: /^HS tariff code/ }));
    await user.paste('490199');
    const taxId = screen.getByRole('textbox', { name: "Recipient's tax number" });
    expect(taxId).toHaveAccessibleDescription(/VAT, EORI or national tax number/);
    await user.click(taxId);
    await user.paste('DE#123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'Enter the tax number as 2 to 40 letters and digits; spaces, dots, dashes and slashes may separate them',
      ),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/customs-invoices')).toBe(false);

    await user.clear(taxId);
    await user.paste(' CHE-123.456.789  MWST ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    expect(api.calls.find((call) => call.path === '/customs-invoices')?.body).toMatchObject({
      recipientTaxId: 'CHE-123.456.789 MWST',
    });
  });

  it('keeps the seller on the step until every line has a tariff code of 6 to 10 digits', async () => {
    const api = setUp(false);
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/customs`);
    const item = await screen.findByRole('group', { name: 'Item 1' });
    await user.click(within(item).getByRole('textbox', { name: /^HS tariff code/ }));
    await user.paste('4901');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(item).findByText('Enter the HS tariff code as 6 to 10 digits')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/customs-invoices')).toBe(false);
  });

  it('asks for a description in Latin letters, which the customs documents can print', async () => {
    const api = setUp(false);
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/customs`);
    const item = await screen.findByRole('group', { name: 'Item 1' });
    const description = within(item).getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.click(description);
    await user.paste('陶器の皿');
    await user.click(within(item).getByRole('textbox', { name: /^HS tariff code/ }));
    await user.paste('691200');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(item).findByText(/Write this in Latin letters/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/customs-invoices')).toBe(false);
  });

  it('offers no way past customs without the declaration; a failed save is a toast', async () => {
    const api = setUp(false, 500);
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/customs`);
    const item = await screen.findByRole('group', { name: 'Item 1' });
    await user.click(within(item).getByRole('textbox', { name: /^HS tariff code/ }));
    await user.paste('490199');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The customs invoice could not be saved. Try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /skip/i })).not.toBeInTheDocument();
    expect(view.location()).toBe(`/private/shipments/${REF}/create/customs`);
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
