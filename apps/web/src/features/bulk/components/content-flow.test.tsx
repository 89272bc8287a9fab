import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { aProduct, fakeProductsApi } from '../../products/testing/fake-products-api.ts';
import { aShipment } from '../../shipments/testing/fake-shipments-api.ts';
import { aDraft, anIncompleteDraft, updateAnswer } from '../testing/bulk-fixtures.ts';
import { panel, renderBulkPanel } from '../testing/render-bulk-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bulk content edit', () => {
  it.each([
    { value: '', error: 'Declared value (€) is required' },
    { value: '-3', error: 'must be greater than 0' },
    { value: '12.345', error: 'at most 2 decimals' },
    { value: '99999999', error: '99,999,999' },
  ])('refuses the value "$value"', async ({ value, error }) => {
    const api = mockApi({});
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: [aDraft('SD26A')], flow: 'content' });
    const dialog = await panel();
    await user.type(within(dialog).getByRole('textbox', { name: /Content description/ }), 'Books');
    const input = within(dialog).getByRole('textbox', { name: /Declared value/ });
    if (value) await user.type(input, value);
    await user.click(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(error));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('needs a description', async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: [aDraft('SD26A')], flow: 'content' });
    const description = await screen.findByRole('textbox', { name: /Content description/ });
    await user.click(description);
    await user.tab();
    expect(description).toHaveAccessibleDescription(expect.stringContaining('is required'));
  });

  it('sets one description and value (in cents) on every selected draft and tells how many', async () => {
    const shipments = [
      aDraft('SD26A'),
      anIncompleteDraft('SD26B'),
      aShipment({ reference: 'SD26P', state: 'IN_TRANSIT' }),
    ];
    const api = mockApi({ 'PATCH /shipments': ({ body }) => updateAnswer(shipments, body) });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments, flow: 'content' });
    const dialog = await panel();
    expect(within(dialog).getByText('The content of 2 drafts will be replaced.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Content description/ }), ' Vinyl records ');
    await user.type(within(dialog).getByRole('textbox', { name: /Declared value/ }), '24,90{Enter}');

    expect(await screen.findByText('2 shipments updated')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      shipments: [
        { reference: 'SD26A', content: { description: 'Vinyl records', value: 2490 } },
        { reference: 'SD26B', content: { description: 'Vinyl records', value: 2490 } },
      ],
    });
  });
});

describe('bulk content edit from the product catalogue', () => {
  it('fills the description and the value of one unit from a picked product', async () => {
    const shipments = [aDraft('SD26A'), aDraft('SD26B')];
    const api = fakeProductsApi({
      products: [
        aProduct({ description: 'Cotton T-shirt', hsCode: '61091000', unitValue: 1250 }),
        aProduct({ description: 'Ceramic mug', hsCode: '69120000', unitValue: 990 }),
      ],
      answer: ({ method, path, body }) =>
        method === 'PATCH' && path === '/shipments' ? updateAnswer(shipments, body) : undefined,
    });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments, flow: 'content' });
    const dialog = await panel();

    const picker = await within(dialog).findByRole('combobox', { name: 'Pick from your products' });
    await user.type(picker, 'mug');
    // The catalogue answers the search: the other product leaves the list.
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('option', { name: /Cotton T-shirt/, hidden: true }),
      ).not.toBeInTheDocument(),
    );
    await user.click(
      await within(dialog).findByRole('option', { name: 'Ceramic mug · HS 6912.00.00', hidden: true }),
    );
    expect(within(dialog).getByRole('textbox', { name: /Content description/ })).toHaveValue('Ceramic mug');
    expect(within(dialog).getByRole('textbox', { name: /Declared value/ })).toHaveValue('9.90');
    expect(picker).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 shipments updated')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      shipments: [
        { reference: 'SD26A', content: { description: 'Ceramic mug', value: 990 } },
        { reference: 'SD26B', content: { description: 'Ceramic mug', value: 990 } },
      ],
    });
    expect(api.calls.some((call) => call.path === '/products' && call.query.get('search') === 'mug')).toBe(
      true,
    );
  });

  it('offers no picker to a seller without products', async () => {
    fakeProductsApi();
    await renderBulkPanel({ shipments: [aDraft('SD26A')], flow: 'content' });
    const dialog = await panel();
    expect(await within(dialog).findByRole('textbox', { name: /Content description/ })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('combobox', { name: 'Pick from your products' }),
    ).not.toBeInTheDocument();
  });
});
