import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fakeBrandedEmailsApi, TYPE } from '../testing/fake-branded-emails-api.ts';

afterEach(() => vi.unstubAllGlobals());

const EDITOR = '/private/branded-emails/label-created';

describe('branded e-mail editor', () => {
  it('offers the languages with the current one first and loads its template into subject and body', async () => {
    fakeBrandedEmailsApi();
    await renderApp(EDITOR);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipment confirmation e-mail' }),
    ).toBeInTheDocument();
    const tabs = within(await screen.findByRole('tablist', { name: 'Languages' })).getAllByRole('tab');
    expect(tabs).toHaveLength(9);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveTextContent('British English');
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Subject en-GB');
    const body = screen.getByRole('textbox', { name: 'Message' });
    expect(body).toHaveTextContent('Hello {{receiver_name}} (en-GB)');
    for (const control of ['Undo', 'Redo', 'Bold', 'Italic', 'Underline'])
      expect(screen.getByRole('button', { name: control })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to branded e-mails/ })).toHaveAttribute(
      'href',
      '/private/settings/branded-emails/email-templates',
    );
  });

  it('enables save only once something changed and nothing is wrong, and saves with a put', async () => {
    const api = fakeBrandedEmailsApi();
    const user = userEvent.setup();
    await renderApp(EDITOR);
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(subject);
    expect(await screen.findByText(/required/i)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(subject, 'Your parcel {{{{order_id}}');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/branded-emails/${TYPE}/en-GB`,
      body: { subject: 'Your parcel {{order_id}}' },
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('asks to save before switching language with changes, and switches once saved', async () => {
    const api = fakeBrandedEmailsApi();
    const user = userEvent.setup();
    await renderApp(EDITOR);
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.type(subject, '!');
    await user.click(screen.getByRole('tab', { name: 'French' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your changes?' });
    expect(screen.getByRole('tab', { name: 'British English' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save and switch' }));
    expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Subject fr');
    expect(screen.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
    const put = api.calls.findIndex((call) => call.method === 'PUT');
    const getFrench = api.calls.findIndex((call) => call.path === `/branded-emails/${TYPE}/fr`);
    expect(api.calls[put]?.body).toMatchObject({ subject: 'Subject en-GB!' });
    expect(put).toBeLessThan(getFrench);
  });

  it('switches language at once without changes, and sends a test of the form as it is', async () => {
    const api = fakeBrandedEmailsApi();
    const user = userEvent.setup();
    await renderApp(EDITOR);
    await screen.findByRole('textbox', { name: 'Subject' });
    await user.click(screen.getByRole('tab', { name: 'German' }));
    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect(subject).toHaveValue('Subject de'));
    await user.type(subject, ' test');
    await user.click(screen.getByRole('button', { name: 'Send a test' }));
    expect(await screen.findByText('Test e-mail sent to your address')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/branded-emails/${TYPE}/de/test`,
      body: { subject: 'Subject de test' },
    });
  });

  it('offers at most five tags after an at sign and one typed character, and inserts the chosen one', async () => {
    // Layout calls ProseMirror makes that jsdom does not implement.
    document.elementFromPoint = () => null;
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    fakeBrandedEmailsApi();
    const user = userEvent.setup();
    await renderApp(EDITOR);
    const body = await screen.findByRole('textbox', { name: 'Message' });
    body.focus();
    await user.keyboard('@');
    expect(screen.queryByRole('listbox', { name: 'Message' })).not.toBeInTheDocument();
    await user.keyboard('na');
    const list = await screen.findByRole('listbox', { name: 'Message' }, { timeout: 3000 });
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Carrier name',
      'Company name',
      'Receiver name',
      'Service name',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body.innerHTML).toContain('data-tag="receiver_name"'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the upgrade notice instead of the editor without the feature', async () => {
    const api = fakeBrandedEmailsApi({ canBrand: false });
    await renderApp(EDITOR);
    expect(await screen.findByText('Branded e-mails come with a subscription')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/branded-emails'))).toBe(false);
  });
});
