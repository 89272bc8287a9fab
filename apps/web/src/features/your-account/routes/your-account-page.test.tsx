import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '../../../shared/i18n/reload-page.ts';
import { buildInit } from '../../../testing/fixtures.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const reloadPage = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
afterAll(() => reloadPage.mockRestore());

afterEach(() => {
  vi.unstubAllGlobals();
  reloadPage.mockClear();
});

const PAGE = '/private/settings/your-account';

const initWith = (capabilities: Partial<ReturnType<typeof buildInit>['capabilities']> = {}) => {
  const init = buildInit();
  return { ...init, capabilities: { ...init.capabilities, ...capabilities } };
};

const openForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  return screen.findByRole('form', { name: 'Change your password' });
};

describe('your account', () => {
  it('opens and closes the password form with its toggle', async () => {
    mockApi({ 'GET /init': { status: 200, body: initWith() } });
    const user = userEvent.setup();
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Change password' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('form', { name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows neither the language selector nor the password form when the client may not use them', async () => {
    mockApi({
      'GET /init': {
        status: 200,
        body: initWith({ showLanguageSelector: false, canChangePassword: false }),
      },
    });
    await renderApp(PAGE);
    expect(await screen.findByText('You are signed in as ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Language of your account/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('checks the fields as they change, naming what is wrong', async () => {
    const api = mockApi({ 'GET /init': { status: 200, body: initWith() } });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const form = await openForm(user);

    const oldPassword = within(form).getByLabelText(/^Current password/);
    await user.type(oldPassword, 'x');
    await user.clear(oldPassword);
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^New password/), 'short-1A');
    expect(
      await within(form).findByText(
        'Use at least 12 characters, with an uppercase letter, a lowercase letter, a digit and a symbol or space',
      ),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'Fresh-Password-99');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'Fresh-Password-98');
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/user/password')).toBe(false);
  });

  it('sends the e-mail with the old and new password, says so and closes the form', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: initWith() },
      'PUT /user/password': { status: 204 },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const form = await openForm(user);

    await user.type(within(form).getByLabelText(/^Current password/), 'Old-Password-11');
    await user.type(within(form).getByLabelText(/^New password/), 'Fresh-Password-99');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'Fresh-Password-99');
    await user.click(within(form).getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.path === '/user/password')?.body).toEqual({
      email: 'ada@example.com',
      oldPassword: 'Old-Password-11',
      newPassword: 'Fresh-Password-99',
    });
  });

  it('on a wrong old password shows the server-error toast and the field message, and stays open', async () => {
    mockApi({
      'GET /init': { status: 200, body: initWith() },
      'PUT /user/password': {
        status: 400,
        body: {
          messages: [
            {
              error_code: 'InvalidCredentials',
              message: 'form.error.wrong-old-password',
              field: 'oldPassword',
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const form = await openForm(user);
    await user.type(within(form).getByLabelText(/^Current password/), 'Wrong-Password-1');
    await user.type(within(form).getByLabelText(/^New password/), 'Fresh-Password-99');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'Fresh-Password-99');
    await user.click(within(form).getByRole('button', { name: 'Save new password' }));

    expect(
      await screen.findByText('We could not change your password. Please try again.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('The current password is not correct')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change your password' })).toBeInTheDocument();
  });

  it("saves the user's and the client's language, then reloads the page", async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: initWith() },
      'PUT /user/language': { status: 200, body: {} },
      'PUT /client/language': { status: 200, body: {} },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    await user.selectOptions(await screen.findByLabelText(/^Language of your account/), 'fr');
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      ['/user/language', { language: 'fr' }],
      ['/client/language', { language: 'fr' }],
    ]);
  });
  it('saves the default label format the label dialogs start on, and says when it could not', async () => {
    const init = initWith();
    const api = mockApi({
      'GET /init': { status: 200, body: init },
      'PUT /user/print-format': { status: 200, body: { ...init.user, defaultPrintFormat: 'ZPL_300' } },
    });
    const user = userEvent.setup();
    await renderApp(PAGE);
    const select = await screen.findByLabelText(/^Default label format/);
    expect(select).toHaveValue('4x6');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A4', '4x6 (A6)', 'Combined A4', 'ZPL 203 dpi', 'ZPL 300 dpi']);

    await user.selectOptions(select, 'ZPL_300');
    expect(await screen.findByText('Default label format saved')).toBeInTheDocument();
    expect(select).toHaveValue('ZPL_300');
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
      ['/user/print-format', { defaultPrintFormat: 'ZPL_300' }],
    ]);

    api.set('PUT /user/print-format', { status: 500, body: {} });
    await user.selectOptions(select, 'A4');
    expect(
      await screen.findByText('We could not save the label format. Please try again.'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('ZPL_300');
  });
});
