import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { mockApi } from '../../../testing/mock-api.ts';
import { aDraftToComplete, inState, sendUpdated } from '../testing/fake-panels-api.ts';
import { UPDATE_EVENT_TIMEOUT_MS, useSaveAndWait } from './use-save-and-wait.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const draft = aDraftToComplete();

const setUp = () => {
  const api = mockApi({ 'PATCH /shipments/SD26PANEL': { status: 200, body: draft } });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useSaveAndWait('SD26PANEL'), { wrapper });
  return { api, queryClient, hook };
};

describe('saving from a panel waits for the shipment.updated event', () => {
  it('hands over the shipment of the event for this reference, not of another one', async () => {
    const { api, queryClient, hook } = setUp();
    let outcome: { state: string } | undefined;
    act(() => {
      void hook.result.current.saveAndWait({ content: { description: 'Books', value: 100 } }).then((view) => {
        outcome = view;
      });
    });
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(hook.result.current.isSaving).toBe(true);

    sendUpdated(queryClient, inState(aDraftToComplete({ reference: 'SD26OTHER' }), 'READY_TO_PURCHASE'));
    await act(() => Promise.resolve());
    expect(outcome).toBeUndefined();

    sendUpdated(queryClient, inState(draft, 'READY_TO_PURCHASE'));
    await waitFor(() => expect(outcome?.state).toBe('READY_TO_PURCHASE'));
    await waitFor(() => expect(hook.result.current.isSaving).toBe(false));
  });

  it('falls back on the save answer when no event comes within the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, hook } = setUp();
    let outcome: { state: string } | undefined;
    act(() => {
      void hook.result.current.saveAndWait({ content: { description: 'Books', value: 100 } }).then((view) => {
        outcome = view;
      });
    });
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_EVENT_TIMEOUT_MS - 1000));
    expect(outcome).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(outcome?.state).toBe('AWAITING_COMPLETION'));
  });
});
