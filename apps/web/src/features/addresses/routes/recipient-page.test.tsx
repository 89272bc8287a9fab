import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aRecipient, fakeAddressesApi } from '../testing/fake-addresses-api.ts';

afterEach(() => vi.unstubAllGlobals());

const RECIPIENT = '/private/settings/addresses/recipient';
const book = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aRecipient({ alias: `Client ${String(index + 1).padStart(2, '0')}` }),
  );

const aliasesOnScreen = () =>
  within(screen.getByRole('table', { name: 'Recipient addresses' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

/** Types a complete British address-book entry into the open form. */
const fillBritishEntry = async (
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  alias: string,
) => {
  for (const [label, value] of Object.entries({
    Alias: alias,
    'First name': 'Rose',
    'Last name': 'Smith',
    Email: 'rose@example.co.uk',
    Phone: '020 7946 0958',
    'Street and number': '2 High Street',
    Postcode: 'EC1A 1BB',
    City: 'London',
  })) {
    await user.type(
      within(form)
        .getAllByLabelText(new RegExp(`^${label}`))
        .find((e) => e.tagName === 'INPUT')!,
      value,
    );
  }
};

describe('recipient address book', () => {
  it('switches between the sender and recipient tabs', async () => {
    fakeAddressesApi({ recipients: book(1) });
    const user = userEvent.setup();
    const app = await renderApp('/private/settings/addresses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    expect(app.location()).toBe('/private/settings/addresses/sender');

    await user.click(screen.getByRole('tab', { name: 'Recipient' }));
    expect(await screen.findByRole('table', { name: 'Recipient addresses' })).toBeInTheDocument();
    expect(app.location()).toBe('/private/settings/addresses/recipient');
    expect(screen.getByRole('tab', { name: 'Recipient' })).toHaveAttribute('aria-selected', 'true');
  });

  it('pages the book 9 at a time', async () => {
    const api = fakeAddressesApi({ recipients: book(20) });
    const user = userEvent.setup();
    const app = await renderApp(RECIPIENT);

    await screen.findByRole('table', { name: 'Recipient addresses' });
    expect(aliasesOnScreen()).toHaveLength(9);
    expect(aliasesOnScreen()[0]).toBe('Client 01');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(aliasesOnScreen()).toEqual(['Client 19', 'Client 20']));
    expect(app.location()).toBe(`${RECIPIENT}?page=3`);
    expect(api.callsTo('GET', '/recipients').at(-1)!.url.searchParams.get('size')).toBe('9');
  });

  it('shows the last page, not an empty book, for a page past the end', async () => {
    fakeAddressesApi({ recipients: book(12) });
    const app = await renderApp(`${RECIPIENT}?page=7`);

    expect(await screen.findByRole('table', { name: 'Recipient addresses' })).toBeInTheDocument();
    await waitFor(() => expect(aliasesOnScreen()).toEqual(['Client 10', 'Client 11', 'Client 12']));
    expect(app.location()).toBe(`${RECIPIENT}?page=2`);
    expect(screen.queryByText('Your address book is empty')).not.toBeInTheDocument();
  });

  it('searches by alias, starting again from the first page', async () => {
    const api = fakeAddressesApi({
      recipients: [...book(12), aRecipient({ alias: 'Grandma Rose' }), aRecipient({ alias: 'rosebud shop' })],
    });
    const user = userEvent.setup();
    await renderApp(`${RECIPIENT}?page=2`);

    await screen.findByRole('table', { name: 'Recipient addresses' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by alias' }), 'rose');
    await waitFor(() => expect(aliasesOnScreen()).toEqual(['Grandma Rose', 'rosebud shop']));
    const search = api.callsTo('GET', '/recipients').at(-1)!.url.searchParams;
    expect([search.get('alias'), search.get('page')]).toEqual(['rose', '1']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by alias' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by alias' }), 'nobody');
    expect(await screen.findByText('No address has an alias containing “nobody”')).toBeInTheDocument();
  });

  it('removes a deleted row at once and falls back to the previous page when the page empties', async () => {
    const api = fakeAddressesApi({ recipients: book(10) });
    let releaseDelete: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseDelete = resolve;
    });
    const user = userEvent.setup();
    const app = await renderApp(`${RECIPIENT}?page=2`);

    await waitFor(() => expect(aliasesOnScreen()).toEqual(['Client 10']));
    // Hold the server's answer: the row must go before it arrives.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') await held;
      return realFetch(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Delete Client 10' }));

    await waitFor(() => expect(app.location()).toBe(RECIPIENT));
    expect(screen.queryByText('Client 10')).not.toBeInTheDocument();
    releaseDelete();
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    await waitFor(() => expect(aliasesOnScreen()).toHaveLength(9));
    expect(api.state.recipients).toHaveLength(9);
  });

  it('adds an entry to the book', async () => {
    const api = fakeAddressesApi();
    const user = userEvent.setup();
    await renderApp(RECIPIENT);

    expect(await screen.findByText('Your address book is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add recipient address' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    await fillBritishEntry(user, form, 'Grandma');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    await waitFor(() => expect(aliasesOnScreen()).toEqual(['Grandma']));
    expect(api.callsTo('POST', '/recipients')[0]!.body).toMatchObject({
      alias: 'Grandma',
      zipCode: 'EC1A 1BB',
    });
  });

  it('asks for Latin letters where a name or street would print as empty boxes on the label', async () => {
    const api = fakeAddressesApi();
    const user = userEvent.setup();
    await renderApp(RECIPIENT);
    await user.click(await screen.findByRole('button', { name: 'Add recipient address' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    await fillBritishEntry(user, form, 'Taro');
    const street = within(form).getByRole('textbox', { name: /^Street and number/ });
    await user.clear(street);
    await user.type(street, '千代田区丸の内1-1');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText(/Write this in Latin letters/)).toBeInTheDocument();
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/recipients')).toHaveLength(0);
  });

  it('a full book opened on a search (?alias=) still refuses another entry with the limit message', async () => {
    fakeAddressesApi({ recipients: book(500) });
    await renderApp(`${RECIPIENT}?alias=Client%2007`);

    await waitFor(() => expect(aliasesOnScreen()).toEqual(['Client 07']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add recipient address' })).toBeDisabled());
    expect(screen.getByText(/reached the maximum number of addresses/)).toBeInTheDocument();
  });

  it('shows the server’s limit message when the book is full', async () => {
    const api = fakeAddressesApi();
    api.overrides.set('POST /recipients', {
      status: 409,
      body: { messages: [{ error_code: 'LimitExceeded', message: 'addresses.error.limit-exceeded' }] },
    });
    const user = userEvent.setup();
    await renderApp(RECIPIENT);

    await user.click(await screen.findByRole('button', { name: 'Add recipient address' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    await fillBritishEntry(user, form, 'One more');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /reached the maximum number of addresses/,
    );
    expect(screen.getByText('We could not save your changes. Please try again.')).toBeInTheDocument();
  });
});
