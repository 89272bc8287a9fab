import type { RealtimeEvent } from '@shipdeck/domain/events/event-types';
import WebSocket from 'ws';

export class UnexpectedResponseError extends Error {
  constructor(readonly statusCode: number) {
    super(`Unexpected server response: ${statusCode}`);
  }
}

export type TestSocket = {
  ws: WebSocket;
  /** Every JSON message received so far, in order. */
  messages: Array<RealtimeEvent & Record<string, unknown>>;
  waitForMessages: (count: number, timeoutMs?: number) => Promise<TestSocket['messages']>;
  /**
   * Waits for the first message `matches` accepts; answers every message up to it. A client's
   * events arrive in order, so an event published after another is a sentinel: once it is here,
   * anything wrongly sent before it is here too, and silence is asserted without waiting a while.
   */
  waitForMessage: (
    matches: (message: TestSocket['messages'][number]) => boolean,
    timeoutMs?: number,
  ) => Promise<TestSocket['messages']>;
  closed: Promise<{ code: number; reason: string }>;
  close: () => Promise<void>;
};

/** Opens a real WebSocket (the `ws` client a browser stands in for) to a listening app. */
export const openSocket = (url: string, headers: Record<string, string> = {}) =>
  new Promise<TestSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: TestSocket['messages'] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      for (const notify of [...waiters]) notify();
    });
    const closed = new Promise<{ code: number; reason: string }>((resolveClose) => {
      ws.on('close', (code, reason) => resolveClose({ code, reason: String(reason) }));
    });
    /** Resolves with the first `count` messages once `countOf(messages)` is known, within `timeoutMs`. */
    const waitUntil = (countOf: () => number | null, what: string, timeoutMs: number) =>
      new Promise<TestSocket['messages']>((resolveWait, rejectWait) => {
        const check = () => {
          const count = countOf();
          if (count === null) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolveWait(messages.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          rejectWait(new Error(`Expected ${what}, got ${messages.length}: ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    const waitForMessages = (count: number, timeoutMs = 10_000) =>
      waitUntil(() => (messages.length >= count ? count : null), `${count} messages`, timeoutMs);
    const waitForMessage: TestSocket['waitForMessage'] = (matches, timeoutMs = 10_000) =>
      waitUntil(
        () => {
          const index = messages.findIndex(matches);
          return index === -1 ? null : index + 1;
        },
        'a matching message',
        timeoutMs,
      );
    const close = async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    };
    ws.once('open', () => resolve({ ws, messages, waitForMessages, waitForMessage, closed, close }));
    ws.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new UnexpectedResponseError(response.statusCode ?? 0));
    });
    ws.once('error', reject);
  });

/** The ws:// URL of a path on an app listening on `address` (what `app.listen` returned). */
export const socketUrl = (address: string, path: string) => address.replace(/^http/, 'ws') + path;
