import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aWarehouse } from '../../addresses/testing/fake-addresses-api.ts';
import { aDraft, aPrice, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFTTYPED';
const draft = aDraft({
  reference: REF,
  step: 'SHIPPING_DETAILS',
  data: {
    from: { alpha2Code: 'ES', zipCode: '28013' },
    to: { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' },
    service: aServiceSnapshot(),
  },
});

const setUp = () =>
  mockApi({
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: { status: 200, body: draft },
    'GET /warehouses': { status: 200, body: [aWarehouse({ isDefault: true, alias: 'Madrid store' })] },
    'GET /recipients/saved': { status: 200, body: [] },
    'GET /services': { status: 200, body: { services: [] } },
    [`PATCH /shipments/${REF}`]: {
      status: 200,
      body: aDraft({ reference: REF, step: 'PAYMENT', data: { service: aServiceSnapshot() } }),
    },
    [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice({ reference: REF }) },
  });

const typeInto = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

describe('the address step keeps what is typed', () => {
  it('uses a recipient typed in the form when Next is pressed, without its own button', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    const recipient = await screen.findByRole('region', { name: 'Recipient' });
    const form = within(recipient);
    await typeInto(user, form.getByRole('textbox', { name: /^First name/ }), 'Luc');
    await typeInto(user, form.getByRole('textbox', { name: /^Last name/ }), 'Martin');
    await typeInto(user, form.getByRole('textbox', { name: /^Email/ }), 'luc@example.fr');
    await typeInto(user, form.getByRole('textbox', { name: /^Phone/ }), '+33612345678');
    await typeInto(user, form.getByRole('textbox', { name: /^Street and number/ }), '10 Rue de Rivoli');
    const content = screen.getByRole('region', { name: 'Content' });
    await typeInto(user, within(content).getByRole('combobox', { name: /^What are you sending/ }), 'Books');
    await typeInto(user, within(content).getByRole('textbox', { name: /^Value/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    const patch = api.calls.find((call) => call.method === 'PATCH')?.body;
    expect(patch).toMatchObject({
      to: {
        firstName: 'Luc',
        lastName: 'Martin',
        street1: '10 Rue de Rivoli',
        zipCode: '75001',
        city: 'Paris',
        alpha2Code: 'FR',
      },
      content: { description: 'Books', value: 2000 },
    });
  }, 30_000);

  it('shows what is missing in an incomplete typed recipient on Next, and saves nothing', async () => {
    const api = setUp();
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/address`);
    const recipient = await screen.findByRole('region', { name: 'Recipient' });
    await typeInto(user, within(recipient).getByRole('textbox', { name: /^First name/ }), 'Luc');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText("Choose or enter the recipient's address")).toBeInTheDocument();
    const form = within(await screen.findByRole('region', { name: 'Recipient' }));
    expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Luc');
    expect(form.getByRole('textbox', { name: /^Street and number/ })).toHaveAccessibleDescription(
      /required/i,
    );
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  }, 30_000);

  it('finds every field as it was after going back a step and returning', async () => {
    setUp();
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    const recipient = await screen.findByRole('region', { name: 'Recipient' });
    await typeInto(user, within(recipient).getByRole('textbox', { name: /^First name/ }), 'Łukasz');
    await typeInto(user, within(recipient).getByRole('textbox', { name: /^Street and number/ }), 'Rue 1');
    await user.click(within(recipient).getByRole('checkbox', { name: 'Add to the address book' }));
    await typeInto(user, within(recipient).getByRole('textbox', { name: /^Alias/ }), 'Łukasz in Paris');
    const content = screen.getByRole('region', { name: 'Content' });
    await typeInto(user, within(content).getByRole('textbox', { name: /^Value/ }), '12,5');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/service`));
    await act(() => view.router.navigate(`/private/shipments/${REF}/create/address`));

    const back = within(await screen.findByRole('region', { name: 'Recipient' }));
    expect(back.getByRole('textbox', { name: /^First name/ })).toHaveValue('Łukasz');
    expect(back.getByRole('textbox', { name: /^Street and number/ })).toHaveValue('Rue 1');
    expect(back.getByRole('checkbox', { name: 'Add to the address book' })).toBeChecked();
    expect(back.getByRole('textbox', { name: /^Alias/ })).toHaveValue('Łukasz in Paris');
    const contentBack = within(screen.getByRole('region', { name: 'Content' }));
    expect(contentBack.getByRole('textbox', { name: /^Value/ })).toHaveValue('12,5');
  }, 30_000);
});
