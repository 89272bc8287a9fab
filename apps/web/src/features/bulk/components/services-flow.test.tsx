import { commonServices } from '@shipdeck/domain/shipments/rules/bulk-services';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { aService } from '../../checkout/testing/checkout-fixtures.ts';
import { aDraft, anIncompleteDraft, rejected, updateAnswer } from '../testing/bulk-fixtures.ts';
import { panel, renderBulkPanel } from '../testing/render-bulk-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Each shipment's offer: shipping plus a 0.49 management fee, as the service search rates it. */
const offer = () => [
  aService({
    id: 'seur-standard',
    name: 'SEUR Standard',
    carrierName: 'SEUR',
    total: 990,
    transitHours: 24,
    managementFee: { basePrice: 49, taxPrice: 10, totalPrice: 59, currency: 'EUR' },
  }),
  aService({
    id: 'ups-saver',
    name: 'UPS Saver',
    carrierName: 'UPS',
    total: 2295,
    transitHours: 72,
    managementFee: { basePrice: 49, taxPrice: 10, totalPrice: 59, currency: 'EUR' },
  }),
];
// As the server answers: summed over the two valid shipments, with what the seller will be charged.
const services = commonServices([offer(), offer()]);
const selection = () => [aDraft('SD26A'), aDraft('SD26B'), anIncompleteDraft('SD26X')];
const servicesAnswer = { status: 200, body: { services, shipmentsFailed: [] } };

describe('bulk service change', () => {
  it('lists the services of the valid shipments with carrier, transit and what they will be charged; Save waits for a choice', async () => {
    const api = mockApi({ 'POST /shipments/services': servicesAnswer });
    await renderBulkPanel({ shipments: selection(), flow: 'services' });
    const dialog = await panel();
    expect(within(dialog).getByText('Looking for services…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    const group = await within(dialog).findByRole('radiogroup', { name: 'Service' });
    // Named by carrier and service; transit, the expected delivery day and the charge for all of them
    // describe it: each shipment's 8.18 shipping and 0.49 fee with 21 % VAT (10.49), twice.
    expect(within(group).getByRole('radio', { name: 'SEUR Standard' })).toHaveAccessibleDescription(
      /^Delivery in 24 hours,\s?Estimated delivery: Tue 3 Mar,\s?Collection,\s?€20.98\s?,\s?Shipping €16.36,\s?Management fee €0.98,\s?VAT 21% €3.64$/,
    );
    // 72 hours is more than 48: in days.
    expect(within(group).getByRole('radio', { name: 'UPS Saver' })).toHaveAccessibleDescription(
      /^Delivery in 3 days,\s?Estimated delivery: Tue 3 Mar,\s?Collection,\s?€47.10\s?,/,
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Only the valid shipments are searched.
    expect(api.calls.find((call) => call.path === '/shipments/services')?.body).toEqual({
      references: ['SD26A', 'SD26B'],
    });
  });

  it('saves the chosen service on each valid shipment, tells how many and returns to the actions', async () => {
    const shipments = selection();
    const api = mockApi({
      'POST /shipments/services': servicesAnswer,
      'PATCH /shipments': ({ body }) => updateAnswer(shipments, body),
    });
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments, flow: 'services' });
    await user.click(await screen.findByRole('radio', { name: /UPS Saver/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 shipments updated')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      shipments: [
        { reference: 'SD26A', serviceId: 'ups-saver' },
        { reference: 'SD26B', serviceId: 'ups-saver' },
      ],
    });
    expect(await screen.findByRole('dialog', { name: '3 shipments selected' })).toBeInTheDocument();
    expect(view.onSelect).not.toHaveBeenCalled();
  });

  it('warns when some failed, reselects only those and returns to the actions', async () => {
    const shipments = selection();
    mockApi({
      'POST /shipments/services': servicesAnswer,
      'PATCH /shipments': ({ body }) => updateAnswer(shipments, body, ['SD26B']),
    });
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments, flow: 'services' });
    await user.click(await screen.findByRole('radio', { name: /SEUR Standard/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('1 shipment could not be changed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(view.onSelect).toHaveBeenCalledWith(['SD26B']);
    expect(await screen.findByRole('dialog', { name: '1 shipment selected' })).toBeInTheDocument();
  });

  it('a rejected save shows the processing error and keeps the flow open to try again', async () => {
    mockApi({ 'POST /shipments/services': servicesAnswer, 'PATCH /shipments': rejected });
    const user = userEvent.setup();
    const view = await renderBulkPanel({ shipments: selection(), flow: 'services' });
    await user.click(await screen.findByRole('radio', { name: /SEUR Standard/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('We could not process your request.')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change service' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(view.onSelect).not.toHaveBeenCalled();
  });

  it('marks a pick-up point delivery and says each shipment needs its point before paying', async () => {
    const lockers = aService({
      id: 'inpost-locker',
      name: 'InPost Locker to Locker',
      carrierName: 'InPost',
      dropOff: { origin: true, destination: true },
    });
    mockApi({
      'POST /shipments/services': {
        status: 200,
        body: { services: commonServices([[lockers]]), shipmentsFailed: [] },
      },
    });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: selection(), flow: 'services' });
    const dialog = await panel();

    const radio = await within(dialog).findByRole('radio', { name: 'InPost Locker to Locker' });
    expect(radio).toHaveAccessibleDescription(/Drop-off,\s?Delivered to a pick-up point,/);
    expect(within(dialog).queryByText(/choose the point of each shipment/)).not.toBeInTheDocument();
    await user.click(radio);
    expect(
      within(dialog).getByText(/choose the point of each shipment in its recipient panel/),
    ).toBeInTheDocument();
  });

  it('says so when no service reaches every shipment', async () => {
    mockApi({ 'POST /shipments/services': { status: 200, body: { services: [], shipmentsFailed: [] } } });
    await renderBulkPanel({ shipments: selection(), flow: 'services' });
    expect(await screen.findByText('No services are available for these shipments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows a failed search with a retry', async () => {
    const api = mockApi({ 'POST /shipments/services': rejected });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments: selection(), flow: 'services' });
    const alert = await screen.findByRole('alert');
    api.set('POST /shipments/services', servicesAnswer);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radiogroup', { name: 'Service' })).toBeInTheDocument();
  });
});
