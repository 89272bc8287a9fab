import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWindowRows } from './use-window-rows.ts';

const ROW_HEIGHT = 68;

/** A list body whose top edge sits `top` px below the window's top (negative once scrolled past). */
const bodyAt = (position: { top: number }) => ({
  current: { getBoundingClientRect: () => ({ top: position.top }) } as HTMLElement,
});

describe('rows drawn while the page scrolls', () => {
  it('draws only the rows on screen in the first frame, then the overscan either side', async () => {
    const position = { top: 200 };
    const onScreen = Math.ceil((window.innerHeight - 200) / ROW_HEIGHT);
    const { result } = renderHook(() =>
      useWindowRows({ count: 100, rowHeight: ROW_HEIGHT, overscan: 10, bodyRef: bodyAt(position) }),
    );
    expect(result.current).toEqual({ start: 0, end: onScreen });

    await waitFor(() => expect(result.current).toEqual({ start: 0, end: onScreen + 10 }));

    position.top = 200 - 30 * ROW_HEIGHT;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const firstOnScreen = Math.floor((30 * ROW_HEIGHT - 200) / ROW_HEIGHT);
    expect(result.current.start).toBe(firstOnScreen - 10);
    expect(result.current.end).toBe(Math.ceil((window.innerHeight - position.top) / ROW_HEIGHT) + 10);
  });

  it('never draws past the rows there are', async () => {
    const { result } = renderHook(() =>
      useWindowRows({ count: 3, rowHeight: ROW_HEIGHT, overscan: 10, bodyRef: bodyAt({ top: 0 }) }),
    );
    expect(result.current).toEqual({ start: 0, end: 3 });
    // The overscan frame changes nothing for a list shorter than the window.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(result.current).toEqual({ start: 0, end: 3 });
  });
});
