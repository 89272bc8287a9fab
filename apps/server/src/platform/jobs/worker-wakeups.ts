import type { Wakeups } from './queue-context.ts';

/**
 * Idle workers sleep until their next poll; an enqueue (NOTIFY) wakes the workers of its job at once.
 * `isStarted` says whether sleeping is still worth it (a stopping queue does not sleep).
 */
export const createWakeups = (isStarted: () => boolean): Wakeups => {
  const sleepers = new Map<string, Set<() => void>>();
  const pendingWakes = new Set<string>();

  const sleep = (jobId: string, ms: number) => {
    if (pendingWakes.delete(jobId) || !isStarted()) return Promise.resolve();
    return new Promise<void>((resolve) => {
      let set = sleepers.get(jobId);
      if (!set) {
        set = new Set();
        sleepers.set(jobId, set);
      }
      const wake = () => {
        clearTimeout(timer);
        set.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      set.add(wake);
    });
  };

  const wake = (jobId: string) => {
    const set = sleepers.get(jobId);
    // A wake that finds no sleeping worker is kept, so a worker busy fetching does not miss it.
    if (!set?.size) pendingWakes.add(jobId);
    for (const resume of [...(set ?? [])]) resume();
  };

  const wakeAll = () => {
    for (const set of sleepers.values()) for (const resume of [...set]) resume();
  };

  return { sleep, wake, wakeAll };
};
