import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aDraftToComplete, fakePanelsApi, inState, sendUpdated } from '../testing/fake-panels-api.ts';

afterEach(() => vi.unstubAllGlobals());

const openContentPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  const row = await screen.findByRole('row', { name: /SD26PANEL/ });
  await user.click(within(row).getByRole('button', { name: 'Edit content' }));
  return screen.findByRole('dialog', { name: 'Content' });
};

describe('content panel', () => {
  it('checks the value, saves, and once the update says ready to purchase offers the payment', async () => {
    const draft = aDraftToComplete({ data: { content: { description: 'Books', value: 2000 } } });
    const api = fakePanelsApi({ shipment: draft });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all');
    const panel = await openContentPanel(user);

    const value = await within(panel).findByRole('textbox', { name: /^Value/ });
    expect(value).toHaveValue('20.00');
    expect(within(panel).getByRole('combobox', { name: /^What are you sending/ })).toHaveValue('Books');
    await user.clear(value);
    await user.paste('10.999');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Value (EUR) can have at most 2 decimals')).toBeInTheDocument();
    expect(api.patches()).toHaveLength(0);

    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(value);
    await user.paste('35,5');
    expect(within(panel).getByRole('alert')).toHaveTextContent('the insurance price may change too');
    await user.click(within(panel).getByRole('checkbox', { name: 'Second-hand goods' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(api.patches()[0]).toEqual({ content: { description: 'Books', value: 3550, secondHand: true } });

    const ready = inState(draft, 'READY_TO_PURCHASE');
    api.overrides.set('GET /shipments/payable', { status: 200, body: { payable: [ready], notPayable: [] } });
    sendUpdated(view.queryClient, ready);
    const payment = await within(panel).findByRole('region', { name: 'Ready for payment' });
    await user.click(within(payment).getByRole('button', { name: 'Go to payment' }));
    // The bulk payment takes over with this shipment selected (its panel loads on first use).
    const row = screen.getByRole('row', { name: /SD26PANEL/ });
    await waitFor(() =>
      expect(within(row).getByRole('checkbox', { name: 'Select shipment SD26PANEL' })).toBeChecked(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Content' })).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
  }, 30_000);

  it('closes after the save when the draft still misses something', async () => {
    const draft = aDraftToComplete({ data: { content: {} } });
    const api = fakePanelsApi({ shipment: draft });
    const user = userEvent.setup();
    const view = await renderApp('/private/shipments/all');
    const panel = await openContentPanel(user);

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('What are you sending? is required')).toBeInTheDocument();
    await user.click(within(panel).getByRole('combobox', { name: /^What are you sending/ }));
    await user.paste('Shoes');
    await user.click(within(panel).getByRole('textbox', { name: /^Value/ }));
    await user.paste('12');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patches()).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Content' })).toBeInTheDocument();

    sendUpdated(view.queryClient, inState(draft, 'AWAITING_COMPLETION'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Content' })).not.toBeInTheDocument());
    expect(await screen.findByText('Content saved')).toBeInTheDocument();
  }, 30_000);
});
