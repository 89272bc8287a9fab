import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

beforeAll(async () => {
  await initI18n('en-GB');
});

const renderDialog = (props: { isPending?: boolean; onConfirm?: () => void; onCancel?: () => void }) =>
  render(
    <MantineProvider>
      <ConfirmDialog
        opened
        title="Delete rule?"
        text="The rule “Heavy to DHL” will be deleted."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        isPending={props.isPending ?? false}
        onConfirm={props.onConfirm ?? vi.fn()}
        onCancel={props.onCancel ?? vi.fn()}
      />
    </MantineProvider>,
  );

describe('ConfirmDialog', () => {
  it('names what is at stake and starts on the safe choice, so Enter does not confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderDialog({ onConfirm, onCancel });
    const dialog = await screen.findByRole('dialog', { name: 'Delete rule?' });
    expect(dialog).toHaveTextContent('The rule “Heavy to DHL” will be deleted.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its confirm button', async () => {
    const onConfirm = vi.fn();
    renderDialog({ onConfirm });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled half-way while the action runs', async () => {
    renderDialog({ isPending: true });
    expect(await screen.findByRole('button', { name: 'Keep it' })).toBeDisabled();
  });
});
