import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockResponse } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeBrandedEmailsApi, serverError, TYPE } from '../testing/fake-branded-emails-api.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TEMPLATES = '/private/settings/branded-emails/email-templates';
const BRAND = '/private/settings/branded-emails/brand-settings';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('branded e-mails: template list', () => {
  it('without the feature shows the upgrade notice and only the default e-mail, asking for nothing', async () => {
    const api = fakeBrandedEmailsApi({ canBrand: false });
    await renderApp(TEMPLATES);
    expect(await screen.findByText('Branded e-mails come with a subscription')).toBeInTheDocument();
    expect(screen.getByText('Default e-mail')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/private/subscriptions');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/branded-emails')).toBe(false);
  });

  it('shows no upgrade notice while the subscription of a feature that needs one is still being read', async () => {
    fakeBrandedEmailsApi({
      canBrand: false,
      routes: { 'GET /subscriptions/current': new Promise(() => {}) as unknown as MockResponse },
    });
    await renderApp(TEMPLATES);
    expect(await screen.findByRole('tab', { name: 'E-mail templates' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(screen.queryByText('Branded e-mails come with a subscription')).not.toBeInTheDocument();
  });

  it('flips the active switch only after the confirmed save succeeds', async () => {
    const api = fakeBrandedEmailsApi();
    const user = userEvent.setup();
    await renderApp(TEMPLATES);
    const toggle = await screen.findByRole('switch', { name: 'Active: Shipment confirmation' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/private/branded-emails/label-created',
    );
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/private/branded-emails/default',
    );

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Activate this template?' });
    expect(toggle).not.toBeChecked();
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/branded-emails/${TYPE}/active`,
      body: { active: true },
    });
  });

  it('keeps the switch where it was and says try again when the save fails', async () => {
    fakeBrandedEmailsApi({ routes: { [`PUT /branded-emails/${TYPE}/active`]: serverError } });
    const user = userEvent.setup();
    await renderApp(TEMPLATES);
    const toggle = await screen.findByRole('switch', { name: 'Active: Shipment confirmation' });
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
  });
});

describe('branded e-mails: cancelled subscription', () => {
  it('keeps the templates and says until when they work', async () => {
    fakeBrandedEmailsApi({
      canBrand: false,
      routes: {
        'GET /subscriptions/current': {
          status: 200,
          body: {
            subscription: {
              id: '22222222-2222-4222-8222-222222222222',
              state: 'canceled',
              plan: { name: 'Plus', code: 'PLUS' },
              interval: 'month',
              retentionDiscount: { active: false },
              currentPeriodEndsAt: '2026-07-31T00:00:00.000Z',
              currentBillingAmount: 1210,
              currentBillingCurrency: 'EUR',
              nextBillingAmount: 1210,
              paymentMethod: 'CREDITCARD',
              paymentMethodId: '33333333-3333-4333-8333-333333333333',
              renewalRetryAt: null,
            },
          },
        },
      },
    });
    await renderApp(TEMPLATES);
    expect(await screen.findByText('Your subscription has been cancelled')).toBeInTheDocument();
    expect(screen.getByText(/keep working until 31 July 2026/)).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Active: Shipment confirmation' })).toBeInTheDocument();
    expect(screen.queryByText('Branded e-mails come with a subscription')).not.toBeInTheDocument();
  });
});

describe('branded e-mails: tracking milestones', () => {
  it('switches a milestone on once the server saved it', async () => {
    const api = fakeBrandedEmailsApi();
    const user = userEvent.setup();
    await renderApp(TEMPLATES);
    const section = await screen.findByRole('region', { name: 'Tracking updates' });
    const delivered = await within(section).findByRole('switch', { name: 'Delivered' });
    expect(delivered).not.toBeChecked();
    await user.click(delivered);
    await waitFor(() => expect(delivered).toBeChecked());
    expect(await screen.findByText('Buyers will be e-mailed at this milestone')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/branded-emails/milestones/DELIVERED')?.body).toEqual({
      active: true,
    });
  });
});

describe('branded e-mails: default e-mail preview', () => {
  it('shows the mock e-mail with sample data and a delivery three days ahead, and leads back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
    fakeBrandedEmailsApi();
    await renderApp('/private/branded-emails/default');
    const mail = await screen.findByRole('article', { name: 'Default e-mail preview' });
    expect(await within(mail).findAllByText('Luz Books')).not.toHaveLength(0);
    expect(within(mail).getByText('Your parcel SHP-0000042 is on its way')).toBeInTheDocument();
    expect(within(mail).getByText('Hello Jane Doe,')).toBeInTheDocument();
    expect(within(mail).getByText('18 June 2026')).toBeInTheDocument();
    expect(within(mail).getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(within(mail).getByText('12 High Street, SW1A 1AA London, GB')).toBeInTheDocument();
    expect(within(mail).getByRole('button', { name: 'Track your parcel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to branded e-mails/ })).toHaveAttribute(
      'href',
      '/private/settings/branded-emails/email-templates',
    );
  });
});

describe('branded e-mails: brand settings', () => {
  const logoInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('refuses a logo that is not a JPEG or PNG by its bytes, whatever its name, and one over 200 000 bytes', async () => {
    const api = fakeBrandedEmailsApi();
    const user = userEvent.setup({ applyAccept: false });
    await renderApp(BRAND);
    await screen.findByRole('textbox', { name: 'Company name' });

    await user.upload(logoInput(), new File(['GIF89a....'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be a JPEG or PNG image.')).toBeInTheDocument();
    const big = new Uint8Array(200_001);
    big.set(PNG);
    await user.upload(logoInput(), new File([big], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo may be at most 200 KB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the name, reply-to address and a PNG named anything, sent as base64', async () => {
    const api = fakeBrandedEmailsApi();
    const user = userEvent.setup({ applyAccept: false });
    await renderApp(BRAND);
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    expect(name).toHaveValue('Luz Books');
    await user.clear(name);
    await user.type(name, 'Luz & Co');
    await user.upload(logoInput(), new File([new Uint8Array(PNG)], 'logo.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand settings saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      companyName: 'Luz & Co',
      companyReplyToEmail: 'hi@luz.example',
      companyLogo: btoa(String.fromCharCode(...PNG)),
    });
  });

  it('checks the reply-to address and disables the form without the feature', async () => {
    fakeBrandedEmailsApi();
    const user = userEvent.setup();
    const view = await renderApp(BRAND);
    const replyTo = await screen.findByRole('textbox', { name: 'Reply-to e-mail' });
    await user.clear(replyTo);
    await user.type(replyTo, 'not-an-address');
    expect(await screen.findByText(/valid e-mail|valid email/i)).toBeInTheDocument();
    view.unmount();

    fakeBrandedEmailsApi({ canBrand: false });
    await renderApp(BRAND);
    expect(await screen.findByText('Branded e-mails come with a subscription')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
  });
});
