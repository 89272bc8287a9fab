import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('login form', () => {
  it('names the missing fields and sends nothing', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    await renderApp('/shipdeck/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/auth/login')).toHaveLength(0);
  });

  it('rejects a malformed email before calling the server', async () => {
    mockApi({});
    const user = userEvent.setup();
    await renderApp('/shipdeck/login');
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('signs in on the tenant of the page and lands on the ready-to-purchase inbox', async () => {
    const api = mockApi({
      'POST /auth/login': { status: 200, body: {} },
      'GET /init': { status: 200, body: buildInit({ tenantId: 'be-carrier' }) },
    });
    const user = userEvent.setup();
    const app = await renderApp('/belgo-parcel/login');
    await user.type(await screen.findByLabelText(/^Email/), ' Ada@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Secret-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Ready to purchase' })).toBeInTheDocument();
    expect(app.location()).toBe('/be/private/shipments/ready-to-purchase');
    expect(api.calls.find((call) => call.path === '/auth/login')?.body).toEqual({
      tenant: 'belgo-parcel',
      email: 'ada@example.com',
      password: 'Secret-Passw0rd!',
    });
  });

  it('shows a rate limit answer as its translated message', async () => {
    mockApi({
      'POST /auth/login': {
        status: 429,
        body: { messages: [{ error_code: 'TooManyRequests', message: 'error.too-many-requests' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp('/shipdeck/login');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});

describe('register form', () => {
  it('applies the password rule (12 characters, lower, upper, digit, special) on the client', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    await renderApp('/shipdeck/register');
    await user.type(await screen.findByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'alllowercase12');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/^Use at least 12 characters/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/auth/register')).toHaveLength(0);
  });

  it('puts a server field error on its field (duplicate e-mail)', async () => {
    mockApi({
      'POST /auth/register': {
        status: 409,
        body: {
          messages: [
            {
              error_code: 'EmailAlreadyRegistered',
              message: 'auth.error.email-already-registered',
              field: 'email',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await renderApp('/shipdeck/register');
    await user.type(await screen.findByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account with this email already exists. Log in instead.'),
    ).toBeInTheDocument();
  });

  it('registers a company on a business-only tenant without asking the account type', async () => {
    const api = mockApi({
      'POST /auth/register': { status: 201, body: {} },
      'GET /init': { status: 200, body: buildInit({ tenantId: 'es-postal', dataProcessing: false }) },
    });
    const user = userEvent.setup();
    const app = await renderApp('/correo-envios/register');
    await user.type(await screen.findByLabelText(/^First name/), 'Lucía');
    await user.type(screen.getByLabelText(/^Last name/), 'Gómez');
    await user.type(screen.getByLabelText(/^Email/), 'lucia@example.es');
    await user.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    expect(screen.queryByRole('radiogroup', { name: 'Account type' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('dialog', { name: 'Your privacy' })).toBeInTheDocument();
    expect(app.location()).toBe('/es/private/shipments/ready-to-purchase');
    expect(api.calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({
      tenant: 'correo-envios',
      accountType: 'business',
      language: 'en-GB',
    });
  });
});

describe('recover and new password', () => {
  it('asks for a reset link and says it was sent', async () => {
    const api = mockApi({ 'POST /auth/recover-password': { status: 204 } });
    const user = userEvent.setup();
    await renderApp('/shipdeck/recover-password');
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ada@example.com');
    expect(api.calls.find((call) => call.path === '/auth/recover-password')?.body).toEqual({
      tenant: 'shipdeck',
      email: 'ada@example.com',
      language: 'en-GB',
    });
  });

  it('requires the repeated password to match, then sets it with the token of the link', async () => {
    const api = mockApi({ 'POST /auth/new-password': { status: 204 } });
    const user = userEvent.setup();
    const app = await renderApp('/shipdeck/new-password?token=abc123');
    await user.type(await screen.findByLabelText(/^New password/), 'Correct-Horse-9');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Correct-Horse-8');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Repeat password/));
    await user.type(screen.getByLabelText(/^Repeat password/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(app.location()).toBe('/shipdeck/login?reason=password-changed');
    expect(api.calls.find((call) => call.path === '/auth/new-password')?.body).toEqual({
      token: 'abc123',
      password: 'Correct-Horse-9',
    });
  });

  it('explains an expired or used link and offers a new one', async () => {
    mockApi({
      'POST /auth/new-password': {
        status: 400,
        body: { messages: [{ error_code: 'InvalidToken', message: 'auth.error.invalid-token' }] },
      },
    });
    const user = userEvent.setup();
    await renderApp('/shipdeck/new-password?token=used');
    await user.type(await screen.findByLabelText(/^New password/), 'Correct-Horse-9');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/shipdeck/recover-password',
    );
  });
});
