import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../../testing/fixtures.ts';
import { type MockResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const ARCHIVING = '/private/settings/archiving';
const serverError: MockResponse = {
  status: 500,
  body: { messages: [{ error_code: 'InternalError', message: 'error.internal' }] },
};
const settings = (delivered: string, draft: string) => ({
  status: 200,
  body: { delivered: { active: delivered }, draft: { active: draft } },
});

describe('archiving settings', () => {
  it('shows the retentions in force and saves new ones with a put', async () => {
    const api = mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /archive-settings': settings('NEVER', 'MONTH'),
      'PUT /archive-settings': ({ body }) => {
        const { delivered, draft } = body as { delivered: string; draft: string };
        return settings(delivered, draft);
      },
    });
    const user = userEvent.setup();
    await renderApp(ARCHIVING);

    expect(await screen.findByRole('heading', { level: 1, name: 'Archiving' })).toBeInTheDocument();
    const delivered = screen.getByRole('radiogroup', { name: /Delivered shipments/ });
    const drafts = screen.getByRole('radiogroup', { name: /Drafts/ });
    expect(within(delivered).getByRole('radio', { name: 'Never' })).toBeChecked();
    expect(within(drafts).getByRole('radio', { name: 'One month' })).toBeChecked();

    await user.click(within(delivered).getByRole('radio', { name: 'One week' }));
    await user.click(within(drafts).getByRole('radio', { name: 'Two weeks' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Archiving settings saved')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      delivered: 'ONEWEEK',
      draft: 'TWOWEEKS',
    });
  });

  it('says so when saving fails and keeps the choices', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /archive-settings': settings('NEVER', 'NEVER'),
      'PUT /archive-settings': serverError,
    });
    const user = userEvent.setup();
    await renderApp(ARCHIVING);

    const delivered = await screen.findByRole('radiogroup', { name: /Delivered shipments/ });
    await user.click(within(delivered).getByRole('radio', { name: 'Two weeks' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Your archiving settings could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(within(delivered).getByRole('radio', { name: 'Two weeks' })).toBeChecked();
  });

  it('sends the seller to the invoices with a toast when the settings cannot be loaded', async () => {
    mockApi({
      'GET /init': { status: 200, body: buildInit() },
      'GET /archive-settings': serverError,
    });
    const app = await renderApp(ARCHIVING);

    expect(
      await screen.findByText('The request could not be processed. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/private/settings/billing/invoices'));
  });
});
