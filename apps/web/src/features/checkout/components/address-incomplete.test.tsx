import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aDraft, aPrice, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFTNOSTATE';
const madrid = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34600111222',
  email: 'ana@example.es',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};
// Written through the API or imported from a shop without the state a US address needs.
const newYork = {
  firstName: 'Emily',
  lastName: 'Johnson',
  company: 'Johnson Books',
  phone: '+1 212 736 3100',
  email: 'emily@example.com',
  street1: '350 Fifth Avenue',
  street2: 'Suite 3400',
  alpha2Code: 'US',
  zipCode: '10118',
  city: 'New York',
};

describe('a draft whose recipient still lacks a field', () => {
  it('opens the recipient form with everything the draft holds, so only the missing field is typed', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${REF}`]: {
        status: 200,
        body: aDraft({
          reference: REF,
          step: 'SHIPPING_DETAILS',
          data: {
            from: madrid,
            to: newYork,
            service: aServiceSnapshot(),
            content: { description: 'Books', value: 3500 },
          },
        }),
      },
      'GET /warehouses': { status: 200, body: [] },
      'GET /recipients/saved': { status: 200, body: [] },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice({ reference: REF }) },
    });
    await renderApp(`/private/shipments/${REF}/create/address`);

    const recipient = await screen.findByRole('region', { name: 'Recipient' });
    const form = await within(recipient).findByRole('form', { name: 'Use this recipient' });
    expect(within(form).getByRole('textbox', { name: /^First name/ })).toHaveValue('Emily');
    expect(within(form).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Johnson');
    expect(within(form).getByRole('textbox', { name: /^Company/ })).toHaveValue('Johnson Books');
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue('emily@example.com');
    expect(within(form).getByRole('textbox', { name: /^Phone/ })).toHaveValue('+1 212 736 3100');
    expect(within(form).getByRole('textbox', { name: /^Street/ })).toHaveValue('350 Fifth Avenue');
    expect(within(form).getByRole('textbox', { name: /^Address line 2/ })).toHaveValue('Suite 3400');
    expect(within(form).getByRole('textbox', { name: /^City/ })).toHaveValue('New York');
  });
});
