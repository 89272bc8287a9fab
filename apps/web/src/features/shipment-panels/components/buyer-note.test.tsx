import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aService } from '../../checkout/testing/checkout-fixtures.ts';
import { aDraftToComplete, fakePanelsApi } from '../testing/fake-panels-api.ts';

afterEach(() => vi.unstubAllGlobals());

const NOTE = 'Ring twice.\nGate code 1234';
const noted = () => aDraftToComplete({ data: { buyerNote: NOTE } });

describe("an imported draft's buyer note", () => {
  it('shows as a note icon in its inbox row whose tooltip opens from the keyboard', async () => {
    fakePanelsApi({ shipment: noted(), services: [aService()] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    const hint = within(row).getByRole('img', { name: "Buyer's note: Ring twice.\nGate code 1234" });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    while (document.activeElement !== hint) await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Ring twice. Gate code 1234');
  });

  it('shows above the side panels of the draft', async () => {
    fakePanelsApi({ shipment: noted(), services: [aService()] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    await user.click(within(row).getByRole('button', { name: /^Edit recipient/ }));
    const panel = await screen.findByRole('dialog', { name: 'Recipient' });
    const note = await within(panel).findByTestId('buyer-note');
    expect(note).toHaveTextContent("Buyer's note");
    expect(note).toHaveTextContent('Gate code 1234');
  });

  it('shows nothing for a draft without one', async () => {
    fakePanelsApi({ shipment: aDraftToComplete(), services: [aService()] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    const row = await screen.findByRole('row', { name: /SD26PANEL/ });
    expect(within(row).queryByTestId('buyer-note-hint')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Edit recipient/ }));
    const panel = await screen.findByRole('dialog', { name: 'Recipient' });
    await within(panel).findByRole('region', { name: 'Sender' });
    expect(within(panel).queryByTestId('buyer-note')).not.toBeInTheDocument();
  });
});
