import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { aDraft, updateAnswer } from '../testing/bulk-fixtures.ts';
import { panel, renderBulkPanel } from '../testing/render-bulk-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dropOff = {
  id: 'inpost-locker',
  carrierId: 'inpost',
  carrierName: 'InPost',
  name: 'Locker',
  dropOffOrigin: true,
  dropOffDestination: true,
  customsRequired: false,
};
const selection = () => [aDraft('SD26A'), aDraft('SD26B'), aDraft('SD26C', { data: { service: dropOff } })];
const dates = [
  { date: '2026-03-02', from: '09:00', to: '14:00' },
  { date: '2026-03-03', from: '09:00', to: '14:00' },
];

describe('bulk collection date', () => {
  it('asks for the dates of the collected shipments only and saves the chosen day on the eligible ones', async () => {
    const shipments = selection();
    const api = mockApi({
      'POST /shipments/collection-dates': { status: 200, body: { dates, eligibleReferences: ['SD26A'] } },
      'PATCH /shipments': ({ body }) => updateAnswer(shipments, body),
    });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments, flow: 'collection-date' });
    const dialog = await panel();
    expect(api.calls.find((call) => call.path === '/shipments/collection-dates')?.body).toEqual({
      references: ['SD26A', 'SD26B'],
    });
    const group = await within(dialog).findByRole('radiogroup', { name: 'Collection date' });
    expect(within(dialog).getByText(/1 of 2 shipments will change/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'Tuesday 3 March' }));
    expect(within(group).getAllByText('Collection between 09:00 and 14:00')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('1 shipment updated')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      shipments: [{ reference: 'SD26A', collectionDate: '2026-03-03' }],
    });
  });

  it('explains when the shipments have no collection date in common', async () => {
    mockApi({
      'POST /shipments/collection-dates': {
        status: 200,
        body: { dates: [], eligibleReferences: ['SD26A', 'SD26B'] },
      },
    });
    await renderBulkPanel({ shipments: selection(), flow: 'collection-date' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No common collection date')).toBeInTheDocument();
    expect(within(alert).getByText(/no collection date in common/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
