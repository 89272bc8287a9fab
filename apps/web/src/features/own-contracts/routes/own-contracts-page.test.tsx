import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PAGE = '/private/settings/own-contracts';
const CONTRACT_ID = '22222222-2222-4222-8222-222222222222';
const services = (count: number, selected: string[] = []) =>
  Array.from({ length: count }, (_, index) => ({
    id: `brt-service-${index + 1}`,
    name: `BRT service ${index + 1}`,
    isSelected: selected.includes(`brt-service-${index + 1}`),
  }));
const brt = (overrides = {}) => ({
  id: 'brt',
  carrierId: 'brt',
  carrierName: 'BRT',
  logoId: 'brt',
  isRegistered: false,
  contractId: null,
  services: services(7),
  ...overrides,
});
const correos = {
  id: 'correos',
  carrierId: 'correos',
  carrierName: 'Correos',
  logoId: 'correos',
  isRegistered: false,
  contractId: null,
  services: services(2),
};
const subscription = (state: 'active' | 'canceled' = 'active') => ({
  id: '33333333-3333-4333-8333-333333333333',
  state,
  plan: { name: 'Plus', code: 'PLUS' },
  interval: 'month',
  retentionDiscount: { active: false },
  currentPeriodEndsAt: '2026-12-26T10:00:00.000Z',
  currentBillingAmount: 1089,
  currentBillingCurrency: 'EUR',
  nextBillingAmount: 1089,
  paymentMethod: 'CREDITCARD',
  paymentMethodId: '44444444-4444-4444-8444-444444444444',
  renewalRetryAt: null,
});
const notValid = {
  status: 409,
  body: { messages: [{ error_code: 'Conflict', message: 'own-contract.error.contract-not-valid' }] },
};

const fillBrt = async (user: ReturnType<typeof userEvent.setup>, password: string) => {
  const form = await screen.findByRole('form', { name: 'BRT contract credentials' });
  await user.type(within(form).getByLabelText(/^User ID/), '1020304');
  await user.type(within(form).getByLabelText(/^Password/), password);
  await user.type(within(form).getByLabelText(/^Departure depot/), '171');
  return form;
};

describe('own contracts page', () => {
  it('shows carrier cards: activate on an unregistered one, a menu on a registered one', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: subscription() } },
      'GET /own-contracts': {
        status: 200,
        body: { models: [brt({ isRegistered: true, contractId: CONTRACT_ID }), correos] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Own contracts' })).toBeInTheDocument();
    const correosCard = await screen.findByRole('listitem', { name: 'Correos' });
    expect(within(correosCard).getByRole('button', { name: 'Activate' })).toBeEnabled();
    const brtCard = screen.getByRole('listitem', { name: 'BRT' });
    expect(within(brtCard).queryByRole('button', { name: 'Activate' })).toBeNull();
    // The registered badge is readable: dark teal words on no fill.
    const registered = within(brtCard).getByText('Registered').closest('.mantine-Badge-root') as HTMLElement;
    expect(registered.style.getPropertyValue('--badge-bg')).toBe('transparent');
    await user.click(within(brtCard).getByRole('button', { name: 'Contract actions for BRT' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit services' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('checks the fields, marks every field when the carrier refuses, then registers and selects services', async () => {
    let attempt = 0;
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: subscription() } },
      'GET /own-contracts': { status: 200, body: { models: [brt()] } },
      'POST /own-contracts': () => {
        attempt += 1;
        return attempt === 1 ? notValid : { status: 201, body: { contractId: CONTRACT_ID } };
      },
      'PUT /own-contracts/22222222-2222-4222-8222-222222222222/services': {
        status: 200,
        body: { contractId: CONTRACT_ID, serviceIds: ['brt-service-1', 'brt-service-7'] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const form = await screen.findByRole('form', { name: 'BRT contract credentials' });
    const password = within(form).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    const activate = within(form).getByRole('button', { name: 'Activate' });
    expect(activate).toBeDisabled();

    await user.type(within(form).getByLabelText(/^Departure depot/), 'MI');
    await user.tab();
    expect(await within(form).findByText('Departure depot must be a number')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Departure depot/));

    await fillBrt(user, 'wrong');
    await user.click(activate);
    expect(await screen.findByText('The carrier did not accept these credentials')).toBeInTheDocument();
    expect(within(form).getAllByText('Check this field')).toHaveLength(7);

    await user.clear(password);
    await user.type(password, 'sandbox-contract');
    await user.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Contract registered')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.method === 'POST' && call.path === '/own-contracts')[1]?.body,
    ).toEqual({
      contractModelId: 'brt',
      credentials: { userId: '1020304', password: 'sandbox-contract', departureDepot: '171' },
    });

    await user.click(screen.getByRole('button', { name: 'Select services' }));
    const save = await screen.findByRole('button', { name: 'Save services' });
    expect(save).toBeDisabled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show 2 more services' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    await user.click(screen.getByRole('checkbox', { name: 'BRT service 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'BRT service 7' }));
    await user.click(save);
    expect(await screen.findByText('Services saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      contractModelId: 'brt',
      serviceIds: ['brt-service-1', 'brt-service-7'],
    });
  });

  it('edits the services of a registered contract from its menu, with the chosen ones ticked', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: subscription() } },
      'GET /own-contracts': {
        status: 200,
        body: {
          models: [
            brt({ isRegistered: true, contractId: CONTRACT_ID, services: services(3, ['brt-service-2']) }),
          ],
        },
      },
      [`PUT /own-contracts/${CONTRACT_ID}/services`]: {
        status: 200,
        body: { contractId: CONTRACT_ID, serviceIds: ['brt-service-3'] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Contract actions for BRT' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit services' }));
    expect(await screen.findByRole('checkbox', { name: 'BRT service 2' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /more service/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'BRT service 2' }));
    expect(screen.getByRole('button', { name: 'Save services' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'BRT service 3' }));
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText('Services saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      contractModelId: 'brt',
      serviceIds: ['brt-service-3'],
    });
  });

  it('shows a registered contract with masked fields and activate disabled', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: subscription() } },
      'GET /own-contracts': {
        status: 200,
        body: { models: [brt({ isRegistered: true, contractId: CONTRACT_ID })] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Open BRT' }));
    const form = await screen.findByRole('form', { name: 'BRT contract credentials' });
    const userId = within(form).getByLabelText(/^User ID/);
    expect(userId).toHaveAttribute('type', 'password');
    expect(userId).toHaveValue('••••••••');
    expect(userId).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Activate' })).toBeDisabled();
  });

  it('shows an error view with try again when registering fails for another reason', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: subscription() } },
      'GET /own-contracts': { status: 200, body: { models: [brt()] } },
      'POST /own-contracts': {
        status: 500,
        body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const form = await fillBrt(user, 'sandbox-contract');
    await user.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The contract could not be registered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'BRT contract credentials' })).toBeInTheDocument();
  });

  it('deactivates after confirmation, and says so when it fails', async () => {
    let fails = true;
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: subscription() } },
      'GET /own-contracts': {
        status: 200,
        body: { models: [brt({ isRegistered: true, contractId: CONTRACT_ID })] },
      },
      [`DELETE /own-contracts/${CONTRACT_ID}`]: () =>
        fails
          ? { status: 500, body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] } }
          : { status: 200, body: { contractId: CONTRACT_ID, paymentMethods: [] } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const deactivate = async () => {
      await user.click(await screen.findByRole('button', { name: 'Contract actions for BRT' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
      const dialog = await screen.findByRole('dialog', { name: 'Deactivate your BRT contract?' });
      await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    };
    await deactivate();
    expect(
      await screen.findByText('The contract could not be deactivated. Please try again.'),
    ).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Keep contract' }));
    await deactivate();
    expect(await screen.findByText('Your BRT contract is deactivated')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });

  it('without the Plus plan: an upgrade notice, and activate disabled', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: null } },
      'GET /own-contracts': { status: 200, body: { models: [brt()] } },
    });
    await renderApp(PAGE);
    expect(await screen.findByText('Own contracts come with the Silver plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeDisabled();
  });

  it('with a cancelled plan: says until when the contracts can be used', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /subscriptions/current': { status: 200, body: { subscription: subscription('canceled') } },
      'GET /own-contracts': { status: 200, body: { models: [brt()] } },
    });
    await renderApp(PAGE);
    expect(
      await screen.findByText(
        'Your subscription is cancelled: your own contracts can be used until 26 December 2026.',
      ),
    ).toBeInTheDocument();
  });
});
