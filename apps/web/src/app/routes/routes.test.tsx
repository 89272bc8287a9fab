import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('route table and redirects in the browser', () => {
  it.each([
    ['/', '/private/shipments/ready-to-purchase', 'Ready to purchase'],
    ['/somewhere/unknown', '/private/shipments/ready-to-purchase', 'Ready to purchase'],
    ['/private/shipments', '/private/shipments/ready-to-purchase', 'Ready to purchase'],
    ['/pro/private/shipments/delivered', '/private/shipments/delivered', 'Delivered'],
    ['/private/settings', '/private/settings/billing/transactions', 'Billing and invoices'],
    ['/private/settings/addresses', '/private/settings/addresses/sender', 'Addresses'],
    [
      '/private/settings/branded-emails',
      '/private/settings/branded-emails/email-templates',
      'Branded emails',
    ],
    ['/private/integrations/etsy', '/private/integrations/etsy/activate/start-flow', 'Connecting etsy'],
    [
      '/private/settings/integrations/amazon/callback?code=1',
      '/private/integrations/amazon/activate/complete-flow?code=1',
      'Finishing the connection to amazon',
    ],
    // detail/{id} goes to {id}/details; a shipment that does not load sends the seller to the all inbox.
    ['/private/shipments/detail/SD9', '/private/shipments/all', 'All'],
    // A shipment that cannot be loaded (none is mocked here) leaves the checkout for the all inbox.
    ['/private/shipments/SD9/create', '/private/shipments/all', 'All'],
    ['/private/shipments/create/nonsense', '/private/shipments/ready-to-purchase', 'Ready to purchase'],
    ['/private/onboarding', '/private/onboarding/select-plan', 'Choose your plan'],
  ])('%s → %s', async (from, to, heading) => {
    // The activation pages wait on the server while they show their heading.
    const waiting = (() => new Promise<never>(() => undefined)) as never;
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'POST /integrations/etsy/login/start-flow': waiting,
      'POST /integrations/amazon/activate': waiting,
    });
    const app = await renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(app.location()).toBe(to);
  });

  it('moves a client to its own tenant prefix, keeping the page', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ tenantId: 'be-carrier' }) } });
    const app = await renderApp('/private/settings/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(app.location()).toBe('/be/private/settings/privacy');
  });

  it('without subscriptions, onboarding starts on platforms and select-plan is not offered', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit({ tenantId: 'be-carrier' }) } });
    const app = await renderApp('/be/private/onboarding/select-plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where do you sell?' })).toBeInTheDocument();
    expect(app.location()).toBe('/be/private/onboarding/platforms');
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('an unknown partner slug shows the login of the main tenant', async () => {
    mockApi({});
    const app = await renderApp('/nobody/login');
    expect(await screen.findByRole('heading', { name: 'Log in to Shipdeck' })).toBeInTheDocument();
    expect(app.location()).toBe('/shipdeck/login');
  });

  it('the error page closes to the ready-to-purchase inbox and offers a ticket of type other', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit() } });
    const app = await renderApp('/private/error');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a support ticket' })).toHaveAttribute(
      'href',
      '/private/support-center/new-ticket?ticketType=other',
    );
    screen.getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(app.location()).toBe('/private/shipments/ready-to-purchase'));
  });

  it('sign out ends the session and shows the login page', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit({ tenantId: 'payments' }) },
      'POST /auth/logout': { status: 204 },
    });
    const app = await renderApp('/nl/private/settings/your-account');
    (await screen.findByRole('link', { name: 'Sign out' })).click();
    expect(await screen.findByRole('heading', { name: 'Log in to Paynest Ship' })).toBeInTheDocument();
    expect(app.location()).toBe('/paynest/login?reason=signed-out');
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/auth/logout')).toBe(true);
  });
});
