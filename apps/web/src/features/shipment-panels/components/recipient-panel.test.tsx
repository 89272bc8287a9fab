import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aRecipient, aWarehouse } from '../../addresses/testing/fake-addresses-api.ts';
import { aDraftToComplete, aPoint, fakePanelsApi, inState, sendUpdated } from '../testing/fake-panels-api.ts';

afterEach(() => vi.unstubAllGlobals());

// Mantine keeps a combobox dropdown styled hidden in jsdom (no layout).
const findOption = (name: string | RegExp) => screen.findByRole('option', { name, hidden: true });

const fill = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

const openRecipientPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  const row = await screen.findByRole('row', { name: /SD26PANEL/ });
  await user.click(within(row).getByRole('button', { name: /^Edit recipient/ }));
  return screen.findByRole('dialog', { name: 'Recipient' });
};

describe('recipient panel', () => {
  it('shows the missing recipient fields at once, saves once they are filled and shows the draft ready when its update arrives', async () => {
    const draft = aDraftToComplete();
    const api = fakePanelsApi({ shipment: draft, stateAfterSave: 'READY_TO_PURCHASE' });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all');
    const panel = await openRecipientPanel(user);

    // No warehouse: the sender is a form, already complete.
    const sender = await within(panel).findByRole('region', { name: 'Sender' });
    expect(within(sender).getByRole('textbox', { name: /^Street and number/ })).toHaveValue('Calle Mayor 1');
    const recipient = within(panel).getByRole('region', { name: 'Recipient' });
    // Pre-touched: the errors show before the seller touches anything, and save waits for them.
    expect(await within(recipient).findByText('First name is required')).toBeInTheDocument();
    expect(within(recipient).getByText('Street and number is required')).toBeInTheDocument();
    const save = within(panel).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await fill(user, within(recipient).getByRole('textbox', { name: /^First name/ }), 'Luc');
    await fill(user, within(recipient).getByRole('textbox', { name: /^Last name/ }), 'Martin');
    await fill(user, within(recipient).getByRole('textbox', { name: /^Email/ }), 'luc@example.fr');
    await fill(user, within(recipient).getByRole('textbox', { name: /^Phone/ }), '+33612345678');
    expect(save).toBeDisabled();
    await fill(
      user,
      within(recipient).getByRole('textbox', { name: /^Street and number/ }),
      '10 Rue de Rivoli',
    );
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(recipient).queryByText(/is required/)).not.toBeInTheDocument();

    await user.click(save);
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toEqual({
      from: expect.objectContaining({ firstName: 'Ana', street1: 'Calle Mayor 1', alpha2Code: 'ES' }),
      to: expect.objectContaining({
        firstName: 'Luc',
        lastName: 'Martin',
        street1: '10 Rue de Rivoli',
        zipCode: '75001',
        alpha2Code: 'FR',
      }),
      warehouseId: null,
    });
    // Until the update event comes, the panel waits.
    expect(within(panel).queryByText('Ready to purchase')).not.toBeInTheDocument();
    const body = api.patches()[0] as Parameters<typeof inState>[2];
    sendUpdated(view.queryClient, inState(draft, 'READY_TO_PURCHASE', body));

    expect(await within(panel).findByText('Ready to purchase')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Recipient' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /SD26PANEL/ });
    expect(within(row).getByText('Luc Martin')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Book' })).toBeInTheDocument();
  }, 30_000);

  it('takes the sender from the matching warehouse and the recipient from the book, and closes when the draft still awaits completion', async () => {
    const madrid = aWarehouse({ alias: 'Madrid store', isDefault: true });
    const other = aWarehouse({
      alias: 'Sevilla',
      street1: 'Calle Sierpes 5',
      zipCode: '41004',
      city: 'Sevilla',
    });
    const draft = aDraftToComplete({
      data: {
        from: { ...madrid, company: undefined, street2: undefined, state: undefined } as never,
      },
    });
    const api = fakePanelsApi({
      shipment: draft,
      warehouses: [madrid, other],
      recipients: [aRecipient({ alias: 'Luc in Paris', firstName: 'Luc', lastName: 'Martin' })],
    });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all');
    const panel = await openRecipientPanel(user);

    const sender = await within(panel).findByRole('region', { name: 'Sender' });
    expect(await within(sender).findByRole('combobox', { name: /^Sender address/ })).toHaveValue(
      'Madrid store (Default)',
    );
    expect(within(sender).queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();

    const recipient = within(panel).getByRole('region', { name: 'Recipient' });
    await user.click(within(recipient).getByRole('combobox', { name: /^Address book/ }));
    await user.click(await findOption(/Luc in Paris/));
    expect(within(recipient).queryByRole('textbox', { name: /^First name/ })).not.toBeInTheDocument();
    expect(within(recipient).getByText('Luc Martin')).toBeInTheDocument();

    // Another address: a blank form at the same destination, checked at once.
    await user.click(within(recipient).getByRole('button', { name: 'Add a different address' }));
    expect(within(recipient).getByRole('textbox', { name: /^First name/ })).toHaveValue('');
    expect(await within(recipient).findByText('First name is required')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(recipient).getByRole('combobox', { name: /^Address book/ }));
    await user.click(await findOption(/Luc in Paris/));

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({
      from: { street1: 'Calle Mayor 1', zipCode: '28013' },
      warehouseId: madrid.id,
      to: { firstName: 'Luc', lastName: 'Martin', zipCode: '75001' },
    });
    sendUpdated(view.queryClient, inState(draft, 'AWAITING_COMPLETION'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recipient' })).not.toBeInTheDocument());
  }, 30_000);

  it('a pick-up-point service needs a point, not a street: select, then modify', async () => {
    const draft = aDraftToComplete({
      data: {
        to: {
          firstName: 'Luc',
          lastName: 'Martin',
          email: 'luc@example.fr',
          phone: '+33612345678',
          alpha2Code: 'FR',
          zipCode: '75001',
          city: 'Paris',
        },
        service: {
          id: 'ups-access-point',
          carrierId: 'ups',
          carrierName: 'UPS',
          name: 'Access Point',
          dropOffOrigin: false,
          dropOffDestination: true,
          customsRequired: false,
        },
        parcels: [{ length: 90, width: 40, height: 40, weight: 12 }],
      },
    });
    const shops = [
      aPoint(),
      aPoint({ id: 'P-2', businessName: 'Tabac du Louvre', address: '8 Rue du Louvre' }),
    ];
    const locker = aPoint({ id: 'P-3', type: 'LOCKER', businessName: 'Consigne Rivoli' });
    const api = fakePanelsApi({
      shipment: draft,
      // The locker's box takes nothing longer than 64 cm: the server leaves it out for this parcel.
      points: (parcels) => (parcels.some((parcel) => parcel.length > 64) ? shops : [...shops, locker]),
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const panel = await openRecipientPanel(user);

    const pickup = await within(panel).findByRole('region', { name: 'Pick-up point' });
    expect(
      within(pickup).getByText('Choose the pick-up point where the recipient collects the parcel'),
    ).toBeInTheDocument();
    const recipient = within(panel).getByRole('region', { name: 'Recipient' });
    await waitFor(() =>
      expect(within(recipient).getByRole('textbox', { name: /^First name/ })).toHaveValue('Luc'),
    );
    expect(within(recipient).queryByText('Street and number is required')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(pickup).getByRole('button', { name: 'Select pick-up point' }));
    const tabac = await within(pickup).findByRole('radio', { name: /Tabac du Louvre/ });
    expect(within(pickup).queryByRole('radio', { name: /Consigne Rivoli/ })).not.toBeInTheDocument();
    await user.click(tabac);
    expect(within(pickup).getByText('Tabac du Louvre')).toBeInTheDocument();
    expect(within(pickup).getByRole('button', { name: 'Modify pick-up point' })).toBeInTheDocument();
    expect(within(pickup).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toMatchObject({
      dropoffPointId: 'P-2',
      to: { firstName: 'Luc', zipCode: '75001' },
    });
    expect((api.patches()[0] as { to: Record<string, unknown> }).to).not.toHaveProperty('street1');
  }, 30_000);
});
