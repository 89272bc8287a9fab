import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildInit } from '../../testing/fixtures.ts';
import { mockApi } from '../../testing/mock-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { showErrorToast } from './toasts.ts';

describe('toasts', () => {
  it('can be closed with a named button, in the language of the page', async () => {
    mockApi({ 'GET /init': { status: 200, body: buildInit() } });
    await renderApp('/private/settings/privacy');
    await screen.findByRole('heading', { name: 'Privacy' });
    act(() => {
      showErrorToast('The labels are not ready yet.');
    });

    expect(await screen.findByText('The labels are not ready yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('The labels are not ready yet.')).not.toBeInTheDocument());
  });
});
