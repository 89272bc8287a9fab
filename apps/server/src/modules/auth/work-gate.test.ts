import { describe, expect, it } from 'vitest';
import { createWorkGate } from './work-gate.ts';

const held = () => {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
};

describe('work gate', () => {
  it('runs up to its concurrency, queues up to its limit and refuses the rest at once', async () => {
    const gate = createWorkGate({ concurrency: 1, queueLimit: 1 });
    const first = held();
    const started: string[] = [];
    const running = gate.run(async () => {
      started.push('first');
      await first.promise;
    });
    const queued = gate.run(async () => {
      started.push('second');
    });
    expect(await gate.run(async () => 'third')).toEqual({ isAdmitted: false });
    expect(started).toEqual(['first']);
    first.release();
    expect(await running).toEqual({ isAdmitted: true, value: undefined });
    await queued;
    expect(started).toEqual(['first', 'second']);
    // Freed, the gate admits again.
    expect(await gate.run(async () => 'again')).toEqual({ isAdmitted: true, value: 'again' });
  });
});
