import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { aParcel, fakeParcelsApi } from '../testing/fake-parcels-api.ts';

afterEach(() => vi.unstubAllGlobals());

const PARCELS = '/private/settings/parcels';
const serverError = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};

const fillParcel = async (
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: Record<string, string>,
) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(form).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(input);
    await user.type(input, value);
  }
};

describe('default parcels', () => {
  it('lists the parcels with weight, measures and the default one', async () => {
    fakeParcelsApi({
      parcels: [aParcel({ name: 'Shoe box', isDefault: true }), aParcel({ name: 'Letter', weight: 0.25 })],
    });
    await renderApp(PARCELS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Parcels' })).toBeInTheDocument();
    const shoeBox = (await screen.findByText('Shoe box')).closest('tr')!;
    expect(within(shoeBox).getByText('Default')).toBeInTheDocument();
    expect(within(shoeBox).getByText('1.5 kg')).toBeInTheDocument();
    expect(within(shoeBox).getByText('35 × 25 × 12 cm')).toBeInTheDocument();
    expect(within(screen.getByText('Letter').closest('tr')!).getByText('0.25 kg')).toBeInTheDocument();
  });

  it('saves a parcel typed with a comma and confirms with a toast', async () => {
    const api = fakeParcelsApi();
    const user = userEvent.setup();
    await renderApp(PARCELS);

    expect(await screen.findByText('No saved parcels yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add parcel' }));
    const form = await screen.findByRole('form', { name: 'Save parcel' });
    await fillParcel(user, form, {
      Name: 'Wine box',
      Weight: '4,75',
      Length: '40',
      Width: '30',
      Height: '20',
    });
    await user.click(within(form).getByRole('button', { name: 'Save parcel' }));

    expect(await screen.findByText('Parcel saved')).toBeInTheDocument();
    expect(await screen.findByText('Wine box')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Wine box',
      weight: 4.75,
      length: 40,
      width: 30,
      height: 20,
    });
  });

  it('names wrong measures before calling the server', async () => {
    const api = fakeParcelsApi();
    const user = userEvent.setup();
    await renderApp(PARCELS);

    await user.click(await screen.findByRole('button', { name: 'Add parcel' }));
    const form = await screen.findByRole('form', { name: 'Save parcel' });
    await fillParcel(user, form, { Name: 'Box', Weight: '1.2345', Length: '10.5', Width: '0', Height: '20' });
    await user.click(within(form).getByRole('button', { name: 'Save parcel' }));

    expect(await within(form).findByText('Weight (kg) can have at most 3 decimals')).toBeInTheDocument();
    expect(within(form).getByText('Length (cm) must be a whole number')).toBeInTheDocument();
    expect(within(form).getByText('Width (cm) must be greater than 0')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('hides the add button once 16 parcels exist', async () => {
    fakeParcelsApi({
      parcels: Array.from({ length: 16 }, (_, index) => aParcel({ name: `Box ${index + 1}` })),
    });
    await renderApp(PARCELS);

    expect(await screen.findByText('Box 16')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add parcel' })).not.toBeInTheDocument();
    expect(screen.getByText(/You have saved 16 parcels/)).toBeInTheDocument();
  });

  it('adds parcels up to the limit and then the add button disappears', async () => {
    fakeParcelsApi({
      parcels: Array.from({ length: 15 }, (_, index) => aParcel({ name: `Box ${index + 1}` })),
    });
    const user = userEvent.setup();
    await renderApp(PARCELS);

    await user.click(await screen.findByRole('button', { name: 'Add parcel' }));
    const form = await screen.findByRole('form', { name: 'Save parcel' });
    await fillParcel(user, form, { Name: 'Box 16', Weight: '1', Length: '10', Width: '10', Height: '10' });
    await user.click(within(form).getByRole('button', { name: 'Save parcel' }));

    expect(await screen.findByText('Box 16')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add parcel' })).not.toBeInTheDocument());
  });

  it('shows separate error toasts when delete or set-default fail, and keeps the row', async () => {
    const api = fakeParcelsApi({
      parcels: [aParcel({ name: 'Shoe box', isDefault: true }), aParcel({ name: 'Letter' })],
    });
    const [shoeBox, letter] = api.state.parcels;
    api.overrides.set(`DELETE /parcels/${shoeBox!.id}`, serverError);
    api.overrides.set(`POST /parcels/${letter!.id}/default`, serverError);
    const user = userEvent.setup();
    await renderApp(PARCELS);

    await user.click(await screen.findByRole('button', { name: 'Delete Shoe box' }));
    expect(await screen.findByText('We could not delete the parcel. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Shoe box')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Set Letter as default' }));
    expect(
      await screen.findByText('We could not make this parcel the default. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows a save error toast and keeps the form open when the server refuses', async () => {
    const api = fakeParcelsApi();
    api.overrides.set('POST /parcels', {
      status: 409,
      body: { messages: [{ error_code: 'LimitExceeded', message: 'parcels.error.limit-exceeded' }] },
    });
    const user = userEvent.setup();
    await renderApp(PARCELS);

    await user.click(await screen.findByRole('button', { name: 'Add parcel' }));
    const form = await screen.findByRole('form', { name: 'Save parcel' });
    await fillParcel(user, form, { Name: 'Box', Weight: '1', Length: '10', Width: '10', Height: '10' });
    await user.click(within(form).getByRole('button', { name: 'Save parcel' }));

    expect(await screen.findByText('We could not save the parcel. Please try again.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(/maximum number of parcels/);
  });
});
