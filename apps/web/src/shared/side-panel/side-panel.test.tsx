import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { SidePanel } from './side-panel.tsx';

beforeAll(async () => {
  await initI18n('en-GB');
});
afterEach(() => vi.useRealTimers());

const renderPanel = (props: { isTimedClose?: boolean; onClose: () => void }) =>
  render(
    <MantineProvider>
      <SidePanel opened title="Upgrade" {...props}>
        <p>Done</p>
      </SidePanel>
    </MantineProvider>,
  );

describe('SidePanel', () => {
  it('has a labelled close button', async () => {
    const onClose = vi.fn();
    renderPanel({ onClose });
    (await screen.findByRole('button', { name: 'Close panel' })).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes itself 4 seconds after a timed close starts', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderPanel({ onClose, isTimedClose: true });
    act(() => vi.advanceTimersByTime(3999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open without a timed close', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderPanel({ onClose });
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
