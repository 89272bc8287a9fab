import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { aParcel } from '../../parcels/testing/fake-parcels-api.ts';
import { aDraft, updateAnswer } from '../testing/bulk-fixtures.ts';
import { panel, renderBulkPanel } from '../testing/render-bulk-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shoeBox = aParcel({ name: 'Shoe box', weight: 1.5, length: 35, width: 25, height: 12 });

describe('bulk parcel edit', () => {
  it('puts a saved parcel on every selected draft', async () => {
    const shipments = [aDraft('SD26A'), aDraft('SD26B')];
    const api = mockApi({
      'GET /parcels': { status: 200, body: [shoeBox] },
      'PATCH /shipments': ({ body }) => updateAnswer(shipments, body),
    });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments, flow: 'parcels' });
    const dialog = await panel();
    await user.click(within(dialog).getByRole('combobox', { name: 'Parcel' }));
    await user.click(await screen.findByRole('option', { name: /Shoe box/, hidden: true }));
    expect(within(dialog).getByRole('textbox', { name: /Weight/ })).toHaveValue('1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 shipments updated')).toBeInTheDocument();
    const parcel = { name: 'Shoe box', weight: 1.5, length: 35, width: 25, height: 12 };
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      shipments: [
        { reference: 'SD26A', parcels: [parcel] },
        { reference: 'SD26B', parcels: [parcel] },
      ],
    });
  });

  it('takes typed measures with a comma weight and refuses what the parcel rules refuse', async () => {
    const shipments = [aDraft('SD26A')];
    const api = mockApi({
      'GET /parcels': { status: 200, body: [] },
      'PATCH /shipments': ({ body }) => updateAnswer(shipments, body),
    });
    const user = userEvent.setup();
    await renderBulkPanel({ shipments, flow: 'parcels' });
    const dialog = await panel();
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    await user.type(field(/Weight/), '2,1234');
    await user.type(field(/Length/), '30.5');
    await user.type(field(/Width/), '-1');
    await user.type(field(/Height/), '10');
    await user.tab();
    expect(field(/Weight/)).toHaveAccessibleDescription(expect.stringContaining('3 decimals'));
    expect(field(/Length/)).toHaveAccessibleDescription(expect.stringContaining('whole number'));
    expect(field(/Width/)).toHaveAccessibleDescription(expect.stringContaining('greater than 0'));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(field(/Weight/));
    await user.type(field(/Weight/), '2,125');
    await user.clear(field(/Length/));
    await user.type(field(/Length/), '30');
    await user.clear(field(/Width/));
    await user.type(field(/Width/), '20{Enter}');
    expect(await screen.findByText('1 shipment updated')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      shipments: [{ reference: 'SD26A', parcels: [{ weight: 2.125, length: 30, width: 20, height: 10 }] }],
    });
  });
});
