import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aPurchasedShipment, fakePostSaleApi } from '../testing/fake-post-sale-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('applied shipping rules on the details page', () => {
  it('names each rule that changed the shipment and what it set', async () => {
    const shipment = aPurchasedShipment();
    fakePostSaleApi({
      ...shipment,
      data: {
        ...shipment.data,
        appliedShippingRules: [
          {
            ruleId: 'r1',
            alias: 'Express to France',
            changes: [{ identifier: 'SERVICE', operation: 'ASSIGN', value: shipment.data.service!.id }],
          },
          {
            ruleId: 'r2',
            alias: 'Declare 25 €',
            changes: [{ identifier: 'CONTENT_VALUE', operation: 'OVERWRITE', value: 25 }],
          },
        ],
      },
    });
    await renderApp('/private/shipments/SD26POST0001/details');

    const section = await screen.findByRole('region', { name: 'Applied shipping rules' });
    expect(within(section).getByText('Express to France')).toBeInTheDocument();
    expect(
      within(section).getByText(
        `Service: ${shipment.data.service!.carrierName} ${shipment.data.service!.name} (Assign if empty)`,
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('Declared value (€): €25.00 (Overwrite)')).toBeInTheDocument();
  });

  it('shows nothing when no rule changed the shipment', async () => {
    fakePostSaleApi(aPurchasedShipment());
    await renderApp('/private/shipments/SD26POST0001/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applied shipping rules' })).not.toBeInTheDocument();
  });
});
