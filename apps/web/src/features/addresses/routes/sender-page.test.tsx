import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aWarehouse, fakeAddressesApi } from '../testing/fake-addresses-api.ts';

afterEach(() => vi.unstubAllGlobals());

const SENDER = '/private/settings/addresses/sender';

const fillAddress = async (
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: Record<string, string>,
) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form)
      .getAllByLabelText(new RegExp(`^${label}`))
      .find((element) => element.tagName === 'INPUT')!;
    await user.clear(input);
    await user.type(input, value);
  }
};

// Mantine keeps a combobox dropdown styled hidden in jsdom (no layout), so options are looked up
// including hidden ones; user-event still clicks them as a user would.
const findOption = (name: string) => screen.findByRole('option', { name, hidden: true });

const chooseCountry = async (
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  country: string,
) => {
  const select = within(form).getByRole('combobox', { name: /^Country/ });
  await user.clear(select);
  await user.type(select, country);
  await user.click(await findOption(country));
};

describe('sender addresses', () => {
  it('lists the warehouses with the default one marked, and moves the default', async () => {
    const api = fakeAddressesApi({
      warehouses: [
        aWarehouse({ alias: 'Madrid store', isDefault: true }),
        aWarehouse({ alias: 'Seville store' }),
      ],
    });
    const user = userEvent.setup();
    await renderApp(SENDER);

    const madrid = await screen.findByRole('listitem', { name: 'Madrid store' });
    expect(within(madrid).getByText('Default')).toBeInTheDocument();
    expect(
      within(madrid).queryByRole('button', { name: 'Set Madrid store as default' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set Seville store as default' }));
    const seville = screen.getByRole('listitem', { name: 'Seville store' });
    expect(await within(seville).findByText('Default')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Madrid store' })).queryByText('Default'),
    ).not.toBeInTheDocument();
    expect(api.callsTo('POST', `/warehouses/${api.state.warehouses[1]!.id}/default`)).toHaveLength(1);
  });

  it('adds a warehouse through the side panel and confirms with a toast', async () => {
    const api = fakeAddressesApi();
    const user = userEvent.setup();
    await renderApp(SENDER);

    expect(await screen.findByText('No sender addresses yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add sender address' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    await fillAddress(user, form, {
      Alias: 'London depot',
      'First name': 'Ada',
      'Last name': 'Seller',
      Email: 'ada@example.co.uk',
      Phone: '020 7946 0958',
      'Street and number': '1 Long Lane',
      Postcode: 'sw1a1aa',
      City: 'London',
    });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'London depot' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/warehouses')[0]?.body).toMatchObject({
      alias: 'London depot',
      alpha2Code: 'GB',
      zipCode: 'SW1A 1AA',
      company: null,
      postalCodeId: null,
    });
  });

  it.each([
    ['France', '7500', '06 12 34 56 78'],
    ['Spain', '60001', '612 34 56 78'],
  ])(
    'refuses a %s address with a wrong postcode before calling the server',
    async (country, zipCode, phone) => {
      const api = fakeAddressesApi();
      const user = userEvent.setup();
      await renderApp(SENDER);

      await user.click(await screen.findByRole('button', { name: 'Add sender address' }));
      const form = await screen.findByRole('form', { name: 'Save address' });
      await chooseCountry(user, form, country);
      await fillAddress(user, form, {
        Alias: 'Depot',
        'First name': 'Ada',
        'Last name': 'Seller',
        Email: 'ada@example.com',
        Phone: phone,
        'Street and number': '1 Rue',
        Postcode: zipCode,
      });
      await user.click(within(form).getByRole('button', { name: 'Save address' }));

      expect(
        await within(form).findByText('This postcode does not exist in the chosen country'),
      ).toBeInTheDocument();
      expect(api.callsTo('POST', '/warehouses')).toHaveLength(0);
    },
  );

  const inputOf = (form: HTMLElement, label: string) =>
    within(form)
      .getAllByLabelText(new RegExp(`^${label}`))
      .find((element) => element.tagName === 'INPUT')!;
  /** The labels' inputs stand in this order in the form. */
  const expectOrder = (form: HTMLElement, labels: string[]) => {
    const inputs = labels.map((label) => inputOf(form, label));
    for (const [index, input] of inputs.slice(1).entries())
      expect(inputs[index]!.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  };
  const openNewAddress = async (country: string) => {
    const user = userEvent.setup();
    await renderApp(SENDER);
    await user.click(await screen.findByRole('button', { name: 'Add sender address' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    await chooseCountry(user, form, country);
    return { user, form };
  };

  it('lays out a US address as the country writes it: city, state, ZIP code, and the state is required from its list', async () => {
    const api = fakeAddressesApi();
    const { user, form } = await openNewAddress('United States');
    expectOrder(form, ['City', 'State', 'ZIP code']);
    const state = within(form).getByRole('combobox', { name: /^State/ });
    expect(state).toBeRequired();
    await fillAddress(user, form, {
      Alias: 'New York depot',
      'First name': 'Ann',
      'Last name': 'Lee',
      Email: 'ann@example.com',
      Phone: '+1 212 555 0100',
      'Street and number': '1 Main St',
      'ZIP code': '10001',
      City: 'New York',
    });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('State is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/warehouses')).toHaveLength(0);

    await user.click(state);
    await user.click(await findOption('New York'));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/warehouses')[0]?.body).toMatchObject({ alpha2Code: 'US', state: 'NY' });
  });

  it('puts the postcode before the city for a German address, with no state', async () => {
    fakeAddressesApi();
    const { form } = await openNewAddress('Germany');
    expectOrder(form, ['Postcode', 'City']);
    expect(within(form).queryByLabelText(/^(State|Province)/)).not.toBeInTheDocument();
  });

  it('asks an Italian address for its province, after the postcode and the city', async () => {
    fakeAddressesApi();
    const { user, form } = await openNewAddress('Italy');
    expectOrder(form, ['Postcode', 'City', 'Province']);
    const province = within(form).getByRole('combobox', { name: /^Province/ });
    expect(province).toBeRequired();
    await user.click(province);
    expect(await findOption('Milano')).toBeInTheDocument();
  });

  it('saves a warehouse in the United Arab Emirates, which have no postcodes, without one: the postcode is optional and says it is not used there', async () => {
    const api = fakeAddressesApi();
    const { user, form } = await openNewAddress('United Arab Emirates');
    const postcode = within(form).getByRole('combobox', { name: /^Postcode/ });
    expect(postcode).not.toBeRequired();
    expect(within(form).getByText('Not used in this country')).toBeInTheDocument();
    await fillAddress(user, form, {
      Alias: 'Gulf depot',
      'First name': 'Omar',
      'Last name': 'Haddad',
      Email: 'omar@example.com',
      Phone: '+971 50 123 4567',
      'Street and number': '1 Main Road',
      City: 'Dubai',
    });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(within(form).queryByText('Postcode is required')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/warehouses')[0]?.body).toMatchObject({ alias: 'Gulf depot', zipCode: '' });
  });

  it('still asks a French warehouse for its postcode', async () => {
    const api = fakeAddressesApi();
    const { user, form } = await openNewAddress('France');
    const postcode = within(form).getByRole('combobox', { name: /^Postcode/ });
    expect(postcode).toBeRequired();
    expect(within(form).queryByText('Not used in this country')).not.toBeInTheDocument();
    await fillAddress(user, form, {
      Alias: 'Paris depot',
      'First name': 'Luc',
      'Last name': 'Martin',
      Email: 'luc@example.com',
      Phone: '06 12 34 56 78',
      'Street and number': '10 Rue de Rivoli',
      City: 'Paris',
    });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText('Postcode is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/warehouses')).toHaveLength(0);
  });

  it('names each broken field in the user’s language', async () => {
    fakeAddressesApi();
    const user = userEvent.setup();
    await renderApp(SENDER);

    await user.click(await screen.findByRole('button', { name: 'Add sender address' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    await fillAddress(user, form, {
      'First name': 'x'.repeat(51),
      Phone: '01234 ABC 567',
      Email: 'not-an-email',
    });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect(await within(form).findByText('First name can have at most 50 characters')).toBeInTheDocument();
    expect(within(form).getByText('A phone number cannot contain letters')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Alias is required')).toBeInTheDocument();
  });

  it('offers postcode suggestions 500 ms after typing and fills the city from the pick', async () => {
    const api = fakeAddressesApi({
      postalCodes: [
        { id: 'GB-SW1A 1AA', zipCode: 'SW1A 1AA', city: 'London', alpha2Code: 'GB', postalZoneId: 'GB' },
      ],
    });
    const user = userEvent.setup();
    await renderApp(SENDER);

    await user.click(await screen.findByRole('button', { name: 'Add sender address' }));
    const form = await screen.findByRole('form', { name: 'Save address' });
    const postcode = within(form).getByRole('combobox', { name: /^Postcode/ });
    await user.type(postcode, 'SW1');
    const typedAt = Date.now();

    await user.click(await findOption('SW1A 1AA — London'));
    const lookups = api.callsTo('GET', '/postal-codes');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.url.searchParams.get('q')).toBe('SW1');
    expect(lookups[0]!.at - typedAt).toBeGreaterThanOrEqual(450);
    expect(postcode).toHaveValue('SW1A 1AA');
    expect(within(form).getByRole('textbox', { name: /^City/ })).toHaveValue('London');
  });

  it('disables adding at 8 warehouses with the limit message', async () => {
    fakeAddressesApi({
      warehouses: Array.from({ length: 8 }, (_, index) =>
        aWarehouse({ alias: `Store ${index + 1}`, isDefault: index === 0 }),
      ),
    });
    await renderApp(SENDER);

    expect(await screen.findByRole('listitem', { name: 'Store 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add sender address' })).toBeDisabled();
    expect(screen.getByText(/reached the maximum number of addresses/)).toBeInTheDocument();
  });

  it('removes a deleted warehouse at once, and puts it back with a try-again toast when the server fails', async () => {
    const api = fakeAddressesApi({ warehouses: [aWarehouse({ alias: 'Madrid store', isDefault: true })] });
    api.overrides.set(`DELETE /warehouses/${api.state.warehouses[0]!.id}`, {
      status: 500,
      body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
    });
    const user = userEvent.setup();
    await renderApp(SENDER);

    await user.click(await screen.findByRole('button', { name: 'Delete Madrid store' }));
    expect(await screen.findByText('We could not save your changes. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Madrid store' })).toBeInTheDocument();

    api.overrides.clear();
    await user.click(screen.getByRole('button', { name: 'Delete Madrid store' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Madrid store' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const api = fakeAddressesApi({ warehouses: [aWarehouse({ alias: 'Madrid store' })] });
    api.overrides.set('GET /warehouses', {
      status: 500,
      body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
    });
    const user = userEvent.setup();
    await renderApp(SENDER);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    api.overrides.clear();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Madrid store' })).toBeInTheDocument();
  });
});
