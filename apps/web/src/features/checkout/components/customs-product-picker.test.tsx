import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aProduct, fakeProductsApi } from '../../products/testing/fake-products-api.ts';
import { aDraft, aPrice, aService, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFT0001';
const CUSTOMS = `/private/shipments/${REF}/create/customs`;
const customsDraft = aDraft({
  step: 'CUSTOMS',
  data: {
    to: { alpha2Code: 'CH', zipCode: '8001' },
    service: aServiceSnapshot({ customsRequired: true }),
    content: { description: 'Clothes', value: 2500 },
  },
});

/** The customs step's endpoints; the product endpoints are the catalogue fake's. */
const checkoutAnswers = ({ method, path }: { method: string; path: string }): MockResponse | undefined => {
  const answers: Record<string, MockResponse> = {
    [`GET /shipments/${REF}`]: { status: 200, body: customsDraft },
    'GET /services': {
      status: 200,
      body: { services: [aService({ customsRequired: true, hasPaperlessCustoms: true })] },
    },
    'POST /customs-invoices': { status: 201, body: { id: '00000000-0000-4000-8000-0000000000c1' } },
    [`PUT /shipments/${REF}/customs-invoice`]: { status: 200, body: {} },
    [`PATCH /shipments/${REF}`]: { status: 200, body: { ...customsDraft, step: 'PAYMENT' } },
    [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice() },
  };
  return answers[`${method} ${path}`];
};

const tShirt = aProduct({
  description: 'Cotton T-shirt',
  hsCode: '61091000',
  originCountry: 'PT',
  unitValue: 1250,
  weightGrams: 180,
});

describe('customs step with the product catalogue', () => {
  it('fills a customs line from a picked product, keeps the quantity, and saves its HS code', async () => {
    const api = fakeProductsApi({
      products: [tShirt, aProduct({ description: 'Wool scarf', hsCode: '61172000' })],
      answer: checkoutAnswers,
    });
    const user = userEvent.setup();
    const view = await renderApp(CUSTOMS);

    const item = await screen.findByRole('group', { name: 'Item 1' });
    const quantity = within(item).getByRole('textbox', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(await within(item).findByRole('combobox', { name: 'Pick from your products' }), '6109');
    await waitFor(() =>
      expect(
        within(item).queryByRole('option', { name: /Wool scarf/, hidden: true }),
      ).not.toBeInTheDocument(),
    );
    await user.click(
      within(item).getByRole('option', { name: 'Cotton T-shirt · HS 6109.10.00', hidden: true }),
    );

    expect(within(item).getByRole('textbox', { name: /^Description/ })).toHaveValue('Cotton T-shirt');
    expect(within(item).getByRole('textbox', { name: /^HS tariff code/ })).toHaveValue('61091000');
    expect(within(item).getByRole('textbox', { name: /^Value of one unit/ })).toHaveValue('12.50');
    expect(within(item).getByRole('textbox', { name: /^Weight of one unit/ })).toHaveValue('0.18');
    expect(within(item).getByRole('combobox', { name: /^Country of origin/ })).toHaveValue('Portugal');
    expect(quantity).toHaveValue('3');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    expect(api.calls.find((call) => call.path === '/customs-invoices')?.body).toMatchObject({
      items: [
        {
          description: 'Cotton T-shirt',
          quantity: 3,
          unitValue: 1250,
          weight: 0.18,
          hsCode: '61091000',
          originCountry: 'PT',
        },
      ],
    });
  }, 30_000);

  it('picks a different product into each line', async () => {
    fakeProductsApi({
      products: [tShirt, aProduct({ description: 'Wool scarf', hsCode: '61172000' })],
      answer: checkoutAnswers,
    });
    const user = userEvent.setup();
    await renderApp(CUSTOMS);

    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const second = screen.getByRole('group', { name: 'Item 2' });
    await user.click(await within(second).findByRole('combobox', { name: 'Pick from your products' }));
    await user.click(await within(second).findByRole('option', { name: /Wool scarf/, hidden: true }));

    expect(within(second).getByRole('textbox', { name: /^Description/ })).toHaveValue('Wool scarf');
    expect(
      within(screen.getByRole('group', { name: 'Item 1' })).getByRole('textbox', { name: /^Description/ }),
    ).toHaveValue('Clothes');
  }, 30_000);

  it('saves a line typed by hand to the catalogue, in cents and grams', async () => {
    const api = fakeProductsApi({ products: [tShirt], answer: checkoutAnswers });
    const user = userEvent.setup();
    await renderApp(CUSTOMS);

    const item = await screen.findByRole('group', { name: 'Item 1' });
    await user.type(within(item).getByRole('textbox', { name: /^HS tariff code/ }), '6109.10');
    await user.click(within(item).getByRole('button', { name: 'Save item 1 to my products' }));

    expect(await screen.findByText('Saved to your products')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/products')?.body).toEqual({
      description: 'Clothes',
      hsCode: '610910',
      originCountry: 'ES',
      unitValue: 2500,
      weightGrams: 2000,
    });
  }, 30_000);

  it('asks for the missing HS code instead of saving an incomplete line', async () => {
    const api = fakeProductsApi({ answer: checkoutAnswers });
    const user = userEvent.setup();
    await renderApp(CUSTOMS);

    const item = await screen.findByRole('group', { name: 'Item 1' });
    // Without products there is nothing to pick, but a line can still be saved.
    expect(within(item).queryByRole('combobox', { name: 'Pick from your products' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Save item 1 to my products' }));

    expect(await screen.findByText(/Fill in the description, HS code/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/products')).toBe(false);
  }, 30_000);

  it('says so when the catalogue is full', async () => {
    const api = fakeProductsApi({ answer: checkoutAnswers });
    api.overrides.set('POST /products', {
      status: 409,
      body: { messages: [{ error_code: 'LimitExceeded', message: 'products.error.limit-exceeded' }] },
    });
    const user = userEvent.setup();
    await renderApp(CUSTOMS);

    const item = await screen.findByRole('group', { name: 'Item 1' });
    await user.type(within(item).getByRole('textbox', { name: /^HS tariff code/ }), '610910');
    await user.click(within(item).getByRole('button', { name: 'Save item 1 to my products' }));

    expect(await screen.findByText(/reached the maximum number of products/)).toBeInTheDocument();
  }, 30_000);
});
