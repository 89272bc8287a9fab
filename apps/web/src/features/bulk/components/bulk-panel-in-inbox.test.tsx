import { commonServices } from '@shipdeck/domain/shipments/rules/bulk-services';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aService } from '../../checkout/testing/checkout-fixtures.ts';
import { aShipment, fakeShipmentsApi } from '../../shipments/testing/fake-shipments-api.ts';

afterEach(() => vi.unstubAllGlobals());

const dhl = aService({ id: 'dhl-express', carrierName: 'DHL', name: 'DHL Express Worldwide', total: 5000 });
const dhlSnapshot = {
  id: 'dhl-express',
  carrierId: 'dhl',
  carrierName: 'DHL',
  name: 'Express Worldwide',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

describe('bulk panel in the shipments inbox', () => {
  it('opens from the bulk bar, changes the service of the selected rows and shows it in the list at once', async () => {
    const shipments = ['SD26ROW1', 'SD26ROW2', 'SD26ROW3'].map((reference) => aShipment({ reference }));
    const api = fakeShipmentsApi({ shipments });
    api.overrides.set('POST /shipments/services', {
      status: 200,
      body: { services: commonServices([[dhl]]), shipmentsFailed: [] },
    });
    api.overrides.set('PATCH /shipments', (call) => {
      const changes = (call.body as { shipments: { reference: string }[] }).shipments;
      return {
        status: 200,
        body: {
          shipmentsUpdated: changes.map((change) => {
            const shipment = shipments.find((s) => s.reference === change.reference)!;
            return { ...shipment, data: { ...shipment.data, service: dhlSnapshot } };
          }),
          shipmentsFailed: [],
        },
      };
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/ready-to-purchase');
    for (const reference of ['SD26ROW1', 'SD26ROW3'])
      await user.click(await screen.findByRole('checkbox', { name: `Select shipment ${reference}` }));
    const bar = screen.getByRole('region', { name: 'Selected shipments' });
    await user.click(within(bar).getByRole('button', { name: 'Bulk actions' }));

    const panel = await screen.findByRole('dialog', { name: '2 shipments selected' });
    await user.click(within(panel).getByRole('button', { name: 'Change service' }));
    await user.click(await screen.findByRole('radio', { name: /DHL Express Worldwide/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 shipments updated')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '2 shipments selected' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /SD26ROW1/ })).toHaveTextContent('Express Worldwide'),
    );
    expect(screen.getByRole('row', { name: /SD26ROW3/ })).toHaveTextContent('Express Worldwide');
    expect(screen.getByRole('row', { name: /SD26ROW2/ })).not.toHaveTextContent('Express Worldwide');
  });

  it('in the draft inbox keeps its selection after an edit that completes the drafts and moves them out', async () => {
    const shipments = ['SD26DRAFT1', 'SD26DRAFT2', 'SD26DRAFT3'].map((reference) =>
      aShipment({ reference, state: 'AWAITING_COMPLETION' }),
    );
    const api = fakeShipmentsApi({ shipments });
    api.overrides.set('POST /shipments/services', {
      status: 200,
      body: { services: commonServices([[dhl]]), shipmentsFailed: [] },
    });
    api.overrides.set('PATCH /shipments', (call) => {
      const changes = (call.body as { shipments: { reference: string }[] }).shipments;
      return {
        status: 200,
        body: {
          // The new service completes them: they are ready to purchase now, no longer drafts.
          shipmentsUpdated: changes.map((change) => {
            const completed = aShipment({ reference: change.reference, state: 'READY_TO_PURCHASE' });
            return { ...completed, data: { ...completed.data, service: dhlSnapshot } };
          }),
          shipmentsFailed: [],
        },
      };
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/draft');
    for (const reference of ['SD26DRAFT1', 'SD26DRAFT3'])
      await user.click(await screen.findByRole('checkbox', { name: `Select shipment ${reference}` }));
    const bar = screen.getByRole('region', { name: 'Selected shipments' });
    await user.click(within(bar).getByRole('button', { name: 'Bulk actions' }));

    const panel = await screen.findByRole('dialog', { name: '2 shipments selected' });
    await user.click(within(panel).getByRole('button', { name: 'Change service' }));
    await user.click(await screen.findByRole('radio', { name: /DHL Express Worldwide/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 shipments updated')).toBeInTheDocument();
    const after = await screen.findByRole('dialog', { name: '2 shipments selected' });
    expect(within(after).getByRole('button', { name: 'Change service' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Selected shipments' })).toHaveTextContent('2');
  }, 40_000);
});
