import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aRecipient, aWarehouse, fakeAddressesApi } from '../testing/fake-addresses-api.ts';

afterEach(() => vi.unstubAllGlobals());

const internalError = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

/** The behaviour both address-book tabs share, run once for each kind. */
const kinds = [
  {
    kind: 'sender addresses',
    page: '/private/settings/addresses/sender',
    path: '/warehouses',
    max: 8,
    add: 'Add sender address',
    seed: (aliases: string[]) =>
      fakeAddressesApi({ warehouses: aliases.map((alias, i) => aWarehouse({ alias, isDefault: i === 0 })) }),
    shown: (alias: string) => screen.queryByRole('listitem', { name: alias }),
    stored: (api: ReturnType<typeof fakeAddressesApi>) => api.state.warehouses,
  },
  {
    kind: 'recipient addresses',
    page: '/private/settings/addresses/recipient',
    path: '/recipients',
    max: 500,
    add: 'Add recipient address',
    seed: (aliases: string[]) =>
      fakeAddressesApi({ recipients: aliases.map((alias) => aRecipient({ alias })) }),
    shown: (alias: string) => screen.queryByRole('cell', { name: alias }),
    stored: (api: ReturnType<typeof fakeAddressesApi>) => api.state.recipients,
  },
];

describe.each(kinds)('$kind', ({ page, path, max, add, seed, shown, stored }) => {
  it('edits an address in the side panel, sends the whole address and confirms with a toast', async () => {
    const api = seed(['Old name']);
    const user = userEvent.setup();
    await renderApp(page);

    await user.click(await screen.findByRole('button', { name: 'Edit Old name' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    const alias = within(form).getByRole('textbox', { name: /^Alias/ });
    expect(alias).toHaveValue('Old name');
    await user.clear(alias);
    await user.type(alias, 'New name');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    await waitFor(() => expect(shown('New name')).toBeInTheDocument());
    const [put] = api.callsTo('PUT', `${path}/${stored(api)[0]!.id}`);
    expect(put?.body).toMatchObject({ alias: 'New name', firstName: 'Lucía', street1: 'Calle Mayor 1' });
  });

  it('names each broken field in the user’s language and sends nothing', async () => {
    const api = seed([]);
    const user = userEvent.setup();
    await renderApp(page);

    await user.click(await screen.findByRole('button', { name: add }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    await user.type(within(form).getByRole('textbox', { name: /^Last name/ }), 'x'.repeat(51));
    await user.type(within(form).getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText('Last name can have at most 50 characters')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Alias is required')).toBeInTheDocument();
    expect(api.callsTo('POST', path)).toHaveLength(0);
  });

  it('puts a deleted address back with a try-again toast when the server fails', async () => {
    const api = seed(['Keep me']);
    api.overrides.set(`DELETE ${path}/${stored(api)[0]!.id}`, internalError);
    const user = userEvent.setup();
    await renderApp(page);

    await user.click(await screen.findByRole('button', { name: 'Delete Keep me' }));
    expect(await screen.findByText('We could not save your changes. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(shown('Keep me')).toBeInTheDocument());
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const api = seed(['Back again']);
    api.overrides.set(`GET ${path}`, internalError);
    const user = userEvent.setup();
    await renderApp(page);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    api.overrides.clear();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shown('Back again')).toBeInTheDocument());
  });

  it(`disables adding at ${max} addresses with the limit message`, async () => {
    seed(Array.from({ length: max }, (_, index) => `Address ${String(index + 1).padStart(3, '0')}`));
    await renderApp(page);

    await waitFor(() => expect(shown('Address 001')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: add })).toBeDisabled();
    expect(screen.getByText(/reached the maximum number of addresses/)).toBeInTheDocument();
  });
});
