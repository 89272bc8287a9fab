import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const init: MockResponse = { status: 200, body: buildInit() };
const tile = (name: string) => screen.getByRole('checkbox', { name });

describe('onboarding platforms', () => {
  it("'no store' clears the other choices and a store clears 'no store'; the phone shows with a store", async () => {
    mockApi({ 'GET /init': init });
    const user = userEvent.setup();
    await renderApp('/private/onboarding/platforms');

    const submit = await screen.findByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Country prefix/ })).not.toBeInTheDocument();

    await user.click(tile('Shopify'));
    await user.click(tile('Wix'));
    expect(submit).toBeEnabled();
    // The prefix is required (the client's country gives it when known); the number is optional.
    const prefix = screen.getByRole('textbox', { name: /Country prefix/ });
    await user.clear(prefix);
    expect(submit).toBeDisabled();
    await user.type(prefix, '+34');
    expect(submit).toBeEnabled();
    await user.click(tile('I do not use an ecommerce platform'));
    expect(tile('I do not use an ecommerce platform')).toBeChecked();
    expect(tile('Shopify')).not.toBeChecked();
    expect(tile('Wix')).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Country prefix/ })).not.toBeInTheDocument();
    await user.click(tile('Wix'));
    expect(tile('I do not use an ecommerce platform')).not.toBeChecked();
  });

  it('shows the first 8 marketplaces and Other when there are more than 9', async () => {
    mockApi({ 'GET /init': init });
    await renderApp('/private/onboarding/platforms');

    const group = (await screen.findByText('Which marketplaces do you sell on?')).closest('fieldset')!;
    const names = within(group as HTMLElement)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
    expect(names).toHaveLength(10);
    expect(names.slice(8)).toEqual(['Other', 'I do not have any marketplace outlets']);
  });

  it('saves the answers with the phone and goes on to connect the first store', async () => {
    const api = mockApi({ 'GET /init': init, 'PUT /client/onboarding': { status: 204 } });
    const user = userEvent.setup();
    const app = await renderApp('/private/onboarding/platforms');

    await user.click(await screen.findByRole('checkbox', { name: 'Shopify' }));
    await user.click(tile('I do not have any marketplace outlets'));
    const prefix = screen.getByRole('textbox', { name: /Country prefix/ });
    await user.clear(prefix);
    await user.type(prefix, '+34');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '600111222');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(app.location()).toBe('/private/onboarding/completed?connect=shopify'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ecommerces: ['shopify'],
      marketplaces: ['none'],
      phone: { prefix: '+34', number: '600111222' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect your Shopify store' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Shopify' })).toHaveAttribute(
      'href',
      '/private/settings/integrations/shopify',
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/private/shipments/all',
    );
  });

  it("says 'try again later' when the answers cannot be saved", async () => {
    mockApi({
      'GET /init': init,
      'PUT /client/onboarding': {
        status: 500,
        body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
      },
    });
    const user = userEvent.setup();
    const app = await renderApp('/private/onboarding/platforms');

    await user.click(await screen.findByRole('checkbox', { name: 'I do not use an ecommerce platform' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Your answers could not be saved. Please try again later.'),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/private/onboarding/platforms');
  });
});

describe('onboarding completed and welcome', () => {
  it('without a store to connect, offers to start shipping and the dashboard', async () => {
    mockApi({ 'GET /init': init });
    await renderApp('/private/onboarding/completed');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are all set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shipping' })).toHaveAttribute(
      'href',
      '/private/shipments/create/info',
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('welcome tiles lead to the first shipment and to the integrations as a new seller; skip goes to all', async () => {
    mockApi({ 'GET /init': init });
    const user = userEvent.setup();
    const app = await renderApp('/private/onboarding/welcome');

    const first = await screen.findByRole('link', { name: /Make your first shipment/ });
    expect(first).toHaveAttribute('href', '/private/shipments/create/info');
    expect(screen.getByRole('link', { name: /Connect a store/ })).toHaveAttribute(
      'href',
      '/private/settings/integrations',
    );
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute(
      'href',
      '/private/shipments/all',
    );
    await user.click(screen.getByRole('link', { name: /Connect a store/ }));
    await waitFor(() => expect(app.location()).toBe('/private/settings/integrations'));
    expect(app.router.state.location.state).toEqual({ isNew: true });
  });
});

describe('onboarding select-plan', () => {
  it('goes on to the platforms 1000 ms after the free plan is chosen', async () => {
    mockApi({
      'GET /init': init,
      'GET /subscriptions/plans': {
        status: 200,
        body: [
          {
            code: 'FREE',
            name: 'free',
            pricingType: 'fixed',
            unitAmount: 0,
            currency: 'EUR',
            interval: 'month',
            ramp: [],
          },
          {
            code: 'PLUS',
            name: 'silver',
            pricingType: 'fixed',
            unitAmount: 1900,
            currency: 'EUR',
            interval: 'month',
            ramp: [],
          },
        ],
      },
    });
    const user = userEvent.setup();
    const app = await renderApp('/private/onboarding/select-plan');

    const free = await screen.findByRole('region', { name: 'Free' });
    await user.click(free.querySelector('button')!);
    expect(app.location()).toBe('/private/onboarding/select-plan');
    await waitFor(() => expect(app.location()).toBe('/private/onboarding/platforms'), { timeout: 3000 });
  });
});
