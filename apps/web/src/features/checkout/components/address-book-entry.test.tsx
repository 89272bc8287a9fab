import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aRecipient, aWarehouse } from '../../addresses/testing/fake-addresses-api.ts';
import { aDraft, aPrice, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFTBOOK';
const draft = aDraft({
  reference: REF,
  step: 'SHIPPING_DETAILS',
  data: {
    from: { alpha2Code: 'ES', zipCode: '28013' },
    to: { alpha2Code: 'FR', zipCode: '75001', city: 'Paris' },
    service: aServiceSnapshot(),
  },
});
const saved = aDraft({ reference: REF, step: 'PAYMENT', data: { service: aServiceSnapshot() } });
const serverError = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

/** The checkout's API with an address book of `bookSize` entries; the draft's first save fails if asked. */
const setUp = (options: { bookSize: number; isFirstSaveFailing?: boolean }) => {
  let saves = 0;
  return mockApi({
    'GET /init': { status: 200, body: buildInit() },
    [`GET /shipments/${REF}`]: { status: 200, body: draft },
    'GET /warehouses': { status: 200, body: [aWarehouse({ isDefault: true, alias: 'Madrid store' })] },
    'GET /recipients/saved': { status: 200, body: [] },
    'GET /recipients': {
      status: 200,
      body: {
        content: [],
        pagination: { currentPage: 1, totalElements: options.bookSize, totalPages: options.bookSize },
      },
    },
    'POST /recipients': { status: 201, body: aRecipient({ alias: 'Luc at home' }) },
    'GET /services': { status: 200, body: { services: [] } },
    [`PATCH /shipments/${REF}`]: () => {
      saves += 1;
      return options.isFirstSaveFailing && saves === 1 ? serverError : { status: 200, body: saved };
    },
    [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice({ reference: REF }) },
  });
};

const typeInto = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const fillRecipientAndContent = async (user: ReturnType<typeof userEvent.setup>) => {
  const form = within(await screen.findByRole('region', { name: 'Recipient' }));
  await typeInto(user, form.getByRole('textbox', { name: /^First name/ }), 'Luc');
  await typeInto(user, form.getByRole('textbox', { name: /^Last name/ }), 'Martin');
  await typeInto(user, form.getByRole('textbox', { name: /^Email/ }), 'luc@example.fr');
  await typeInto(user, form.getByRole('textbox', { name: /^Phone/ }), '+33612345678');
  await typeInto(user, form.getByRole('textbox', { name: /^Street and number/ }), '10 Rue de Rivoli');
  const content = within(screen.getByRole('region', { name: 'Content' }));
  await typeInto(user, content.getByRole('combobox', { name: /^What are you sending/ }), 'Books');
  await typeInto(user, content.getByRole('textbox', { name: /^Value/ }), '20');
};

const bookSaves = (api: ReturnType<typeof setUp>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/recipients');

describe('adding the checkout recipient to the address book', () => {
  it('saves the entry once when Next is pressed again after the step failed', async () => {
    const api = setUp({ bookSize: 3, isFirstSaveFailing: true });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    await fillRecipientAndContent(user);
    const recipient = within(screen.getByRole('region', { name: 'Recipient' }));
    await user.click(recipient.getByRole('checkbox', { name: 'Add to the address book' }));
    await typeInto(user, recipient.getByRole('textbox', { name: /^Alias/ }), 'Luc at home');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(view.location()).toBe(`/private/shipments/${REF}/create/address`);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    expect(bookSaves(api)).toHaveLength(1);
    expect(bookSaves(api)[0]!.body).toMatchObject({ alias: 'Luc at home', lastName: 'Martin' });
  }, 40_000);

  it('with 500 entries the box is disabled with the limit message, and Next saves no entry', async () => {
    const api = setUp({ bookSize: 500 });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    await fillRecipientAndContent(user);
    const recipient = within(screen.getByRole('region', { name: 'Recipient' }));
    const box = await recipient.findByRole('checkbox', { name: 'Add to the address book' });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAccessibleDescription(/reached the maximum number of addresses/);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.location()).toBe(`/private/shipments/${REF}/create/payment`));
    expect(bookSaves(api)).toHaveLength(0);
  }, 40_000);

  it('an e-mail the address book refuses (with an accent) is marked on its field, and nothing is saved', async () => {
    const api = setUp({ bookSize: 3 });
    const user = userEvent.setup();
    const view = await renderApp(`/private/shipments/${REF}/create/address`);
    await fillRecipientAndContent(user);
    const recipient = within(screen.getByRole('region', { name: 'Recipient' }));
    const email = recipient.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await typeInto(user, email, 'łukasz@example.fr');
    await user.click(recipient.getByRole('checkbox', { name: 'Add to the address book' }));
    await typeInto(user, recipient.getByRole('textbox', { name: /^Alias/ }), 'Łukasz');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Recipient' })).getByRole('textbox', { name: /^Email/ }),
      ).toHaveAccessibleDescription(/valid e-?mail/i),
    );
    expect(view.location()).toBe(`/private/shipments/${REF}/create/address`);
    expect(bookSaves(api)).toHaveLength(0);
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  }, 40_000);
});
