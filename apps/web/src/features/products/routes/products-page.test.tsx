import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aProduct, fakeProductsApi } from '../testing/fake-products-api.ts';

afterEach(() => vi.unstubAllGlobals());

const PRODUCTS = '/private/settings/products';
// Mantine keeps a combobox dropdown styled hidden in jsdom (no layout).
const findOption = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

const fill = async (
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: Record<string, string>,
) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(input);
    await user.type(input, value);
  }
};

const chooseOrigin = async (user: ReturnType<typeof userEvent.setup>, form: HTMLElement, country: string) => {
  await user.click(within(form).getByRole('combobox', { name: /^Country of origin/ }));
  await user.click(await findOption(country));
};

describe('product catalogue page', () => {
  it('is reachable from the settings menu and lists products with readable codes, money and weight', async () => {
    fakeProductsApi({
      products: [
        aProduct({ description: 'Wool scarf', hsCode: '61172000', originCountry: 'GB', unitValue: 3900 }),
        aProduct({ description: 'Cotton T-shirt', weightGrams: 1250 }),
      ],
    });
    const user = userEvent.setup();
    const view = await renderApp('/private/settings/parcels');
    await user.click(await screen.findByRole('link', { name: 'Products' }));
    await waitFor(() => expect(view.location()).toBe(PRODUCTS));

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table', { name: 'Products' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Cotton T-shirt6109\.10\.00Portugal€12\.501\.25 kg/),
      expect.stringMatching(/^Wool scarf6117\.20\.00United Kingdom€39\.000\.18 kg/),
    ]);
    expect(screen.getByText('2 of 500 products')).toBeInTheDocument();
  });

  it('starts empty, saves a product typed in euros and kilograms, and shows it', async () => {
    const api = fakeProductsApi();
    const user = userEvent.setup();
    await renderApp(PRODUCTS);

    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const form = await screen.findByRole('form', { name: 'Save product' });
    await fill(user, form, {
      Description: 'Ceramic mug',
      'HS tariff code': '6912.00',
      'Value of one unit': '9,90',
      'Net weight of one unit': '0,35',
    });
    await chooseOrigin(user, form, 'United Kingdom');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(await screen.findByText('Ceramic mug')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      description: 'Ceramic mug',
      hsCode: '691200',
      originCountry: 'GB',
      unitValue: 990,
      weightGrams: 350,
    });
  }, 20_000);

  it('names each wrong field before calling the server', async () => {
    const api = fakeProductsApi();
    const user = userEvent.setup();
    await renderApp(PRODUCTS);

    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const form = await screen.findByRole('form', { name: 'Save product' });
    await fill(user, form, {
      'HS tariff code': '12345',
      'Value of one unit': '0',
      'Net weight of one unit': 'a lot',
    });
    await user.click(within(form).getByRole('button', { name: 'Save product' }));

    expect(await within(form).findByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter the HS tariff code as 6 to 10 digits')).toBeInTheDocument();
    expect(within(form).getByText('Country of origin is required')).toBeInTheDocument();
    expect(within(form).getByText('Value of one unit (EUR) must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Net weight of one unit (kg) must be a number')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  }, 20_000);

  it('puts the server’s field message on the weight input and keeps the form open', async () => {
    const api = fakeProductsApi({ products: [aProduct({ description: 'Mug' })] });
    const [mug] = api.state.products;
    api.overrides.set(`PUT /products/${mug!.id}`, {
      status: 400,
      body: {
        messages: [
          { error_code: 'MaxSizeExceededField', message: 'form.error.max-size', field: 'weightGrams' },
        ],
      },
    });
    const user = userEvent.setup();
    await renderApp(PRODUCTS);

    await user.click(await screen.findByRole('button', { name: 'Edit Mug' }));
    const form = await screen.findByRole('form', { name: 'Save product' });
    expect(within(form).getByRole('textbox', { name: /^Value of one unit/ })).toHaveValue('12.50');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('We could not save the product. Please try again.')).toBeInTheDocument();
    expect(within(form).getByText('Net weight of one unit (kg) is too long')).toBeInTheDocument();
  });

  it('edits a product', async () => {
    const api = fakeProductsApi({ products: [aProduct({ description: 'Mug' })] });
    const user = userEvent.setup();
    await renderApp(PRODUCTS);

    await user.click(await screen.findByRole('button', { name: 'Edit Mug' }));
    const form = await screen.findByRole('form', { name: 'Save product' });
    await fill(user, form, { Description: 'Large mug', 'Value of one unit': '14' });
    await user.click(within(form).getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText('Large mug')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      description: 'Large mug',
      unitValue: 1400,
      weightGrams: 180,
    });
  });

  it('deletes a product only once the seller confirms', async () => {
    const api = fakeProductsApi({
      products: [aProduct({ description: 'Mug' }), aProduct({ description: 'Scarf' })],
    });
    const user = userEvent.setup();
    await renderApp(PRODUCTS);

    await user.click(await screen.findByRole('button', { name: 'Delete Mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Mug' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole('button', {
        name: 'Delete product',
      }),
    );
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mug')).not.toBeInTheDocument());
    expect(screen.getByText('Scarf')).toBeInTheDocument();
  });

  it('searches by description or HS code and says when nothing matches', async () => {
    const api = fakeProductsApi({
      products: [
        aProduct({ description: 'Cotton T-shirt', hsCode: '61091000' }),
        aProduct({ description: 'Ceramic mug', hsCode: '69120000' }),
      ],
    });
    const user = userEvent.setup();
    await renderApp(PRODUCTS);

    const search = await screen.findByRole('searchbox', { name: 'Search by description or HS code' });
    await user.type(search, '6912');
    await waitFor(() => expect(screen.queryByText('Cotton T-shirt')).not.toBeInTheDocument());
    expect(screen.getByText('Ceramic mug')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.query.get('search') === '6912')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'violin');
    expect(await screen.findByText('No product matches your search')).toBeInTheDocument();
    expect(screen.queryByText('No products yet')).not.toBeInTheDocument();
  });

  it('hides the add button once 500 products exist', async () => {
    fakeProductsApi({
      products: Array.from({ length: 500 }, (_, index) => aProduct({ description: `Item ${index + 1}` })),
    });
    await renderApp(PRODUCTS);

    expect(await screen.findByText('500 of 500 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.getByText(/You have saved 500 products/)).toBeInTheDocument();
  }, 30_000);

  it('shows the limit message from the server and keeps the form open', async () => {
    const api = fakeProductsApi({ products: [aProduct()] });
    api.overrides.set('POST /products', {
      status: 409,
      body: { messages: [{ error_code: 'LimitExceeded', message: 'products.error.limit-exceeded' }] },
    });
    const user = userEvent.setup();
    await renderApp(PRODUCTS);

    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    const form = await screen.findByRole('form', { name: 'Save product' });
    await fill(user, form, {
      Description: 'Mug',
      'HS tariff code': '691200',
      'Value of one unit': '9',
      'Net weight of one unit': '0,3',
    });
    await chooseOrigin(user, form, 'Spain');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/maximum number of products/);
  }, 20_000);
});
