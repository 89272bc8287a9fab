/** Deliveries are retried for this long after they are (re)started, then marked failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_WAIT_MS = 4 * 60 * 60 * 1000;

/**
 * When a failed delivery is tried again: one minute after the first failure, doubling each time up to
 * four hours (1 m, 2 m, 4 m … 2 h 8 m, 4 h, 4 h …), as long as the attempt falls within 24 hours of
 * `startedAt` (the delivery's creation, or its replay). Null once it would not: the delivery has failed.
 * `attempts` counts the attempts made so far, the failed one included.
 */
export const nextWebhookAttemptAt = (input: {
  startedAt: Date;
  attempts: number;
  now: Date;
}): Date | null => {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, input.attempts - 1), LONGEST_WAIT_MS);
  const next = new Date(input.now.getTime() + wait);
  return next.getTime() > input.startedAt.getTime() + WEBHOOK_RETRY_WINDOW_MS ? null : next;
};
