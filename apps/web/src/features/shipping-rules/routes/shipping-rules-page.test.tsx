import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aRule, fakeShippingRulesApi } from '../testing/fake-shipping-rules-api.ts';

afterEach(() => vi.unstubAllGlobals());

const RULES = '/private/settings/shipping-rules';

const openNewRule = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('tab', { name: 'Add new rule' }));
  return screen.findByRole('form', { name: 'Shipping rule' });
};

describe('shipping rules page', () => {
  it('lists the rules in priority order with their last change and switch, and has three tabs', async () => {
    fakeShippingRulesApi({
      rules: [aRule({ alias: 'Express to France' }), aRule({ alias: 'Heavy parcels', enabled: false })],
    });
    await renderApp(RULES);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping rules' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My rules',
      'Add new rule',
      'How it worksNew',
    ]);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Express to France',
      'Heavy parcels',
    ]);
    // Day, month, year, hours and minutes (the hour in the machine's time zone).
    expect(within(rows[0]!).getByText(/^04\/03\/2026, \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Rule Express to France active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Rule Heavy parcels active' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Move Express to France up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Heavy parcels down' })).toBeDisabled();
  });

  it('shows an empty state that leads to the new rule', async () => {
    fakeShippingRulesApi();
    const user = userEvent.setup();
    await renderApp(RULES);
    expect(await screen.findByText('No shipping rules yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add new rule' }));
    expect(await screen.findByRole('form', { name: 'Shipping rule' })).toBeInTheDocument();
  });

  it('creates a rule from the definitions: a destination condition and a service action', async () => {
    const api = fakeShippingRulesApi();
    const user = userEvent.setup();
    await renderApp(RULES);
    const form = await openNewRule(user);

    await user.type(within(form).getByRole('textbox', { name: /^Rule name/ }), 'Express to France');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Condition 1' }), 'Destination');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'France' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Value of condition 1' }), 'France');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Operation of action 1' }),
      'Overwrite',
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Value of action 1' }),
      'UPS Express — Express · Collection · Home delivery',
    );
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));

    expect(await screen.findByText('Rule saved')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Rule Express to France active' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      alias: 'Express to France',
      enabled: true,
      conditions: [{ identifier: 'DESTINATION', operation: 'EQUALS', value: 'FR' }],
      actions: [{ identifier: 'SERVICE', operation: 'OVERWRITE', value: 'ups-express' }],
    });
  });

  it('names what is wrong before calling the server: name, decimals, a missing choice', async () => {
    const api = fakeShippingRulesApi();
    const user = userEvent.setup();
    await renderApp(RULES);
    const form = await openNewRule(user);

    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Condition 1' }),
      'Number of parcels',
    );
    const count = within(form).getByRole('textbox', { name: /^Value of condition 1/ });
    await user.clear(count);
    await user.type(count, '1,5');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action 1' }), 'Declared value (€)');
    const value = within(form).getByRole('textbox', { name: /^Value of action 1/ });
    await user.clear(value);
    await user.type(value, '-2');
    await user.click(within(form).getByRole('button', { name: 'Add action' }));
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));

    expect(await within(form).findByText('Rule name is required')).toBeInTheDocument();
    expect(within(form).getByText('Value of condition 1 must be a whole number')).toBeInTheDocument();
    expect(within(form).getByText('Value of action 1 must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Value of action 2 is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the server’s rule error (alias duplicated) on the form and in a toast', async () => {
    const api = fakeShippingRulesApi();
    api.overrides.set('POST /shipping-rules', {
      status: 409,
      body: {
        messages: [
          { error_code: 'Conflict', message: 'shipping-rules.error.alias-duplicated', field: 'alias' },
        ],
      },
    });
    const user = userEvent.setup();
    await renderApp(RULES);
    const form = await openNewRule(user);
    await user.type(within(form).getByRole('textbox', { name: /^Rule name/ }), 'Everything');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Condition 1' }), 'All shipments');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Value of action 1' }),
      'UPS Express — Express · Collection · Home delivery',
    );
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You already have a rule with this name.',
    );
  });

  it('is used with the keyboard: a rule moves with Enter and switches off with Space', async () => {
    const first = aRule({ alias: 'First' });
    const second = aRule({ alias: 'Second' });
    const api = fakeShippingRulesApi({ rules: [first, second] });
    const user = userEvent.setup();
    await renderApp(RULES);

    (await screen.findByRole('button', { name: 'Move Second up' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/shipping-rules/swap')?.body).toEqual({
        firstId: second.id,
        secondId: first.id,
      }),
    );
    screen.getByRole('switch', { name: 'Rule First active' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Rule First active' })).not.toBeChecked());
  });

  it('at the maximum count blocks new rules with a warning', async () => {
    fakeShippingRulesApi({ rules: [aRule({ alias: 'One' }), aRule({ alias: 'Two' })], max: 2 });
    const user = userEvent.setup();
    await renderApp(RULES);
    expect(await screen.findByText('Maximum number of rules reached')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Add new rule' }));
    expect(
      await screen.findByText('You can keep up to 2 rules. Delete one to add another.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Shipping rule' })).not.toBeInTheDocument();
  });

  it('reorders by swapping neighbours, switches a rule off, edits and deletes after confirming', async () => {
    const first = aRule({ alias: 'First' });
    const second = aRule({ alias: 'Second' });
    const api = fakeShippingRulesApi({ rules: [first, second] });
    const user = userEvent.setup();
    await renderApp(RULES);

    await user.click(await screen.findByRole('button', { name: 'Move First down' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[1]!.textContent),
      ).toEqual(['Second', 'First']),
    );
    expect(api.calls.find((call) => call.path === '/shipping-rules/swap')?.body).toEqual({
      firstId: first.id,
      secondId: second.id,
    });

    await user.click(screen.getByRole('switch', { name: 'Rule First active' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Rule First active' })).not.toBeChecked());
    expect(api.calls.find((call) => call.path.endsWith('/enabled'))?.body).toEqual({ enabled: false });

    await user.click(screen.getByRole('button', { name: 'Edit Second' }));
    const form = await screen.findByRole('form', { name: 'Shipping rule' });
    expect(screen.getByRole('tab', { name: 'Edit rule' })).toHaveAttribute('aria-selected', 'true');
    const name = within(form).getByRole('textbox', { name: /^Rule name/ });
    await user.clear(name);
    await user.type(name, 'Second, renamed');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Second, renamed')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.method === 'PUT' && call.path === `/shipping-rules/${second.id}`)?.body,
    ).toMatchObject({
      alias: 'Second, renamed',
    });

    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rule' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Rule deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
  });
});
