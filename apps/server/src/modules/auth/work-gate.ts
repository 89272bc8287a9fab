/**
 * A bounded gate for expensive work: at most `concurrency` run at once and at most `queueLimit`
 * wait; past that `run` refuses at once (returns `{ isAdmitted: false }`) instead of queueing, so a
 * flood is turned away before it costs anything. A finished run hands its slot straight to the
 * next waiter, so no newcomer can slip past the queue.
 */
export const createWorkGate = (options: { concurrency: number; queueLimit: number }) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    run: async <T>(
      work: () => Promise<T>,
    ): Promise<{ isAdmitted: true; value: T } | { isAdmitted: false }> => {
      if (running < options.concurrency) running++;
      else if (waiting.length < options.queueLimit)
        await new Promise<void>((resolve) => waiting.push(resolve));
      else return { isAdmitted: false };
      try {
        return { isAdmitted: true, value: await work() };
      } finally {
        release();
      }
    },
  };
};
