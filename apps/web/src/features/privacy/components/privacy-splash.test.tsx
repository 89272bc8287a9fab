import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('privacy splash', () => {
  it('keeps accept disabled until both questions are answered, then saves the consents and closes', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit({ dataProcessing: false }) },
      'PUT /user/policies': { status: 200, body: {} },
    });
    const user = userEvent.setup();
    await renderApp('/private/shipments/ready-to-purchase');

    const dialog = await screen.findByRole('dialog', { name: 'Your privacy' });
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Yes, I agree' }));
    expect(accept).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'No, thanks' }));
    expect(accept).toBeEnabled();
    await user.click(accept);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'PUT' && call.path === '/user/policies')?.body).toEqual({
      dataProcessing: true,
      marketingEmails: false,
      marketingCalls: false,
    });
    expect(screen.getByRole('heading', { name: 'Ready to purchase' })).toBeInTheDocument();
  });

  it('is not shown when data processing was already accepted', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ dataProcessing: true }) } });
    await renderApp('/private/shipments/all');
    expect(await screen.findByRole('heading', { name: 'All' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns twice when data processing is refused; go back returns to the questions', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ dataProcessing: false }) } });
    const user = userEvent.setup();
    await renderApp('/private/shipments/ready-to-purchase');

    await user.click(await screen.findByRole('radio', { name: 'No, I do not agree' }));
    expect(await screen.findByRole('dialog', { name: 'Close your account?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Last warning' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your privacy' });
    expect(within(dialog).getByRole('radio', { name: 'No, I do not agree' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeDisabled();
  });

  it('on confirming the closure stores both consents as false, logs out and shows the login page', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit({ tenantId: 'be-carrier', dataProcessing: false }) },
      'PUT /user/policies': { status: 200, body: {} },
      'POST /auth/logout': { status: 204 },
    });
    const user = userEvent.setup();
    const app = await renderApp('/be/private/shipments/ready-to-purchase');

    await user.click(await screen.findByRole('radio', { name: 'No, I do not agree' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));

    expect(await screen.findByRole('heading', { name: 'Log in to Belgo Parcel' })).toBeInTheDocument();
    expect(app.location()).toBe('/belgo-parcel/login?reason=account-closed');
    expect(screen.getByText(/your account has been closed/i)).toBeInTheDocument();
    const policies = api.calls.find((call) => call.path === '/user/policies');
    expect(policies?.body).toEqual({ dataProcessing: false, marketingEmails: false, marketingCalls: false });
    const logoutIndex = api.calls.findIndex((call) => call.path === '/auth/logout');
    expect(logoutIndex).toBeGreaterThan(api.calls.indexOf(policies!));
  });
});
