import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { SEARCH_TYPING_DEBOUNCE_MS } from '../rules/list-search-params.ts';

/**
 * Types `text` into the shipments search a keystroke at a time, as a seller typing without a pause, then
 * lets the pause pass. The list's timers run on a fake clock meanwhile, so a slow machine's gaps between
 * keystrokes never count as a pause: only the pause after the last keystroke does.
 */
export const typeSearchWithoutPausing = async (text: string) => {
  const searchbox = screen.getByRole('searchbox', { name: 'Search shipments' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (let typed = 1; typed <= text.length; typed++) {
      fireEvent.change(searchbox, { target: { value: text.slice(0, typed) } });
      // The keystroke's navigation and the list's answer to it settle before the next key.
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_TYPING_DEBOUNCE_MS));
  } finally {
    vi.useRealTimers();
  }
};
