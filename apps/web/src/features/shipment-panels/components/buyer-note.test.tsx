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
  // That focus opens its tooltip is checked in a real browser (the Shopify journey): whether it does
  // depends on the browser's focus-visible rules, which this test environment imitates only loosely.
  it('shows as a note icon in its inbox row that the keyboard reaches and that reads the note', async () => {
    fakePanelsApi({ shipment: noted(), services: [aService()] });
    const user = userEvent.setup();
    await renderApp('/private/shipments/all');
    // The file's first whole-app render loads the app's modules: on a busy machine that takes a while.
    const row = await screen.findByRole('row', { name: /SD26PANEL/ }, { timeout: 15_000 });
    const hint = within(row).getByRole('img', { name: "Buyer's note: Ring twice.\nGate code 1234" });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    while (document.activeElement !== hint) await user.tab();
    expect(hint).toHaveFocus();
  }, 30_000);

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
