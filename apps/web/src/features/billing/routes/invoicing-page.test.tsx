import type { BillingClient } from '@shipdeck/domain/billing/billing.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/settings/billing/invoicing';

const saved: BillingClient = {
  type: 'business',
  companyName: 'Ana Books SL',
  taxId: 'B12345674',
  firstName: 'Ana',
  lastName: 'García',
  email: 'billing@example.es',
  phone: '+34600111222',
  address: 'Calle Mayor 1',
  address2: null,
  location: 'Madrid',
  zipCode: '28013',
  state: null,
  country: 'ES',
  eoriNumber: null,
  vatNumber: null,
  iossNumber: null,
};

const refusal = (error_code: string, message: string, field?: string): MockResponse => ({
  status: 422,
  body: { messages: [{ error_code, message, ...(field ? { field } : {}) }] },
});

const fakeBillingApi = (
  options: { billing?: BillingClient | null; save?: MockResponse; tenantId?: 'main' | 'es-postal' } = {},
) =>
  mockApi({
    'GET /init': { status: 200, body: buildInit({ tenantId: options.tenantId }) },
    'GET /billing-client': { status: 200, body: { billingClient: options.billing ?? null } },
    'PUT /billing-client': ({ body }) => options.save ?? { status: 200, body },
  });

const form = () => screen.findByRole('form', { name: 'Invoicing data' });

describe('billing → invoicing data', () => {
  it('asks for the customer type first, then the invoicing address, checked as it changes', async () => {
    fakeBillingApi();
    const user = userEvent.setup();
    await renderApp(PAGE);
    const invoicing = await form();
    expect(screen.getByRole('tab', { name: 'Invoicing data', selected: true })).toBeInTheDocument();
    expect(within(invoicing).queryByRole('textbox', { name: /Tax id/ })).not.toBeInTheDocument();

    await user.click(within(invoicing).getByRole('radio', { name: 'Self-employed' }));
    const email = within(invoicing).getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('ada@example.com');
    expect(within(invoicing).queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();

    // Checked on change, before the field is left.
    await user.clear(email);
    await user.type(email, 'ada@');
    expect(await within(invoicing).findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(email, 'example.com');
    await waitFor(() =>
      expect(within(invoicing).queryByText('Enter a valid email address')).not.toBeInTheDocument(),
    );

    await user.click(within(invoicing).getByRole('radio', { name: 'Company' }));
    expect(within(invoicing).getByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
  });

  it('saves the details and says so', async () => {
    const api = fakeBillingApi({
      billing: { ...saved, type: 'autonomous', companyName: null, taxId: '12345678Z' },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const invoicing = await form();
    const address = within(invoicing).getByRole('textbox', { name: /^Address( \*)?$/ });
    await user.clear(address);
    await user.type(address, 'Gran Vía 2');
    await user.click(within(invoicing).getByRole('button', { name: 'Save invoicing data' }));

    expect(await screen.findByText('Invoicing data saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      type: 'autonomous',
      companyName: null,
      taxId: '12345678Z',
      address: 'Gran Vía 2',
      country: 'ES',
    });
  });

  it.each([
    [
      'a tax id that is not valid',
      refusal('InvalidTaxId', 'billing.error.invalid-tax-id', 'taxId'),
      'The tax id is not valid',
    ],
    [
      "a dissolved company's tax id",
      refusal('DissolvedCompanyTaxId', 'billing.error.dissolved-company', 'taxId'),
      'This tax id belongs to a dissolved company',
    ],
  ])('shows the refusal of %s on the tax id', async (_name, answer, text) => {
    fakeBillingApi({ save: answer });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const invoicing = await form();
    await user.click(within(invoicing).getByRole('radio', { name: 'Company' }));
    await user.type(within(invoicing).getByRole('textbox', { name: /Company name/ }), 'Ada Books SL');
    await user.type(within(invoicing).getByRole('textbox', { name: /Tax id/ }), 'B12345678');
    await user.type(within(invoicing).getByRole('textbox', { name: /Phone/ }), '+34600111222');
    // The account's country (the tenant's, the United Kingdom), so a British address.
    await user.type(within(invoicing).getByRole('textbox', { name: /^Address( \*)?$/ }), '10 Downing Street');
    await user.type(within(invoicing).getByRole('textbox', { name: /Town/ }), 'London');
    await user.type(within(invoicing).getByRole('textbox', { name: /Postcode/ }), 'SW1A 2AA');
    await user.click(within(invoicing).getByRole('button', { name: 'Save invoicing data' }));

    expect(await within(invoicing).findByRole('alert')).toHaveTextContent(text);
    expect(within(invoicing).getByRole('textbox', { name: /Tax id/ })).toHaveAccessibleDescription(text);
  });

  it('explains any other refusal above the form', async () => {
    fakeBillingApi({
      billing: saved,
      save: refusal('ValueNotAllowedField', 'billing.error.locked-field', 'country'),
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const invoicing = await form();
    await user.click(within(invoicing).getByRole('button', { name: 'Save invoicing data' }));
    expect(await within(invoicing).findByRole('alert')).toHaveTextContent(
      'Some invoicing details are not valid. Check them and try again.',
    );
  });

  it('keeps the type, country and tax id of a business as they are', async () => {
    fakeBillingApi({ billing: saved });
    await renderApp(PAGE);
    const invoicing = await form();
    expect(within(invoicing).getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(within(invoicing).getByRole('radio', { name: 'Company' })).toBeDisabled();
    expect(within(invoicing).getByRole('radio', { name: 'Self-employed' })).toBeDisabled();
    expect(within(invoicing).getByRole('textbox', { name: /Tax id/ })).toBeDisabled();
    expect(within(invoicing).getByRole('combobox', { name: /Country/ })).toBeDisabled();
    expect(within(invoicing).getByRole('textbox', { name: /Company name/ })).toBeEnabled();
  });

  it('invoices every client of a business-only brand as a company', async () => {
    fakeBillingApi({ tenantId: 'es-postal' });
    await renderApp('/es/private/settings/billing/invoicing');
    const invoicing = await form();
    expect(within(invoicing).getByRole('radio', { name: 'Company' })).toBeChecked();
    expect(within(invoicing).getByRole('radio', { name: 'Self-employed' })).toBeDisabled();
    expect(within(invoicing).getByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
  });
});
