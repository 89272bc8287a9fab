import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { aWarehouse } from '../../addresses/testing/fake-addresses-api.ts';
import { aDraft, aPrice, aServiceSnapshot } from '../testing/checkout-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const REF = 'SD26DRAFTREFUSED';
const madrid = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34 600 ABC 222',
  email: 'ana@example.es',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};
const paris = {
  firstName: 'Luc',
  lastName: 'Martin',
  phone: '+33612345678',
  email: 'luc@example.fr',
  street1: '10 Rue de Rivoli',
  alpha2Code: 'FR',
  zipCode: 'ABCDE',
  city: 'Paris',
};

describe('a draft stored with values the address rules refuse', () => {
  it('opens the sender and the recipient in their forms with the error on the field, and saves neither as it is', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      [`GET /shipments/${REF}`]: {
        status: 200,
        body: aDraft({
          reference: REF,
          step: 'PAYMENT',
          data: {
            from: madrid,
            to: paris,
            service: aServiceSnapshot(),
            content: { description: 'Books', value: 3500 },
          },
        }),
      },
      // A warehouse at the origin does not silently stand in for the sender being corrected.
      'GET /warehouses': { status: 200, body: [aWarehouse({ isDefault: true, alias: 'Madrid store' })] },
      'GET /recipients/saved': { status: 200, body: [] },
      [`GET /shipments/${REF}/products`]: { status: 200, body: aPrice({ reference: REF }) },
    });
    const user = userEvent.setup();
    await renderApp(`/private/shipments/${REF}/create/address`);

    const sender = await screen.findByRole('region', { name: 'Sender' });
    const senderForm = await within(sender).findByRole('form', { name: 'Use this sender' });
    expect(within(senderForm).getByRole('textbox', { name: /^Phone/ })).toHaveValue('+34 600 ABC 222');
    expect(await within(senderForm).findByText('A phone number cannot contain letters')).toBeInTheDocument();

    const recipient = await screen.findByRole('region', { name: 'Recipient' });
    const recipientForm = await within(recipient).findByRole('form', { name: 'Use this recipient' });
    expect(within(recipientForm).getByRole('combobox', { name: /^Postcode/ })).toHaveValue('ABCDE');
    expect(
      await within(recipientForm).findByText('This postcode does not exist in the chosen country'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Choose or enter the sender's address")).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/warehouses')).toBe(true));
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });
});
