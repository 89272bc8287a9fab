import type { RealtimeEvent } from '@shipdeck/domain/events/event-types';

type SocketLike = {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number, reason?: string) => void;
};

export type RealtimeClientOptions = {
  /** Absolute ws(s):// URL of the event socket, without query. */
  url: string;
  onEvent: (event: RealtimeEvent) => void;
  /** Injected in tests. */
  createSocket?: (url: string) => SocketLike;
  /** First retry delay; doubles on each failure up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
};

/**
 * The client's event channel: one WebSocket to /api/v1/events that
 * reconnects with exponential backoff and sends the last event id it saw, so the server replays
 * what was missed while the socket was down.
 */
export class RealtimeClient {
  private socket: SocketLike | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private isStopped = true;
  private lastEventId: string | undefined;
  private readonly options: Required<Omit<RealtimeClientOptions, 'createSocket'>> &
    Pick<RealtimeClientOptions, 'createSocket'>;

  constructor(options: RealtimeClientOptions) {
    this.options = { initialDelayMs: 1000, maxDelayMs: 30_000, random: Math.random, ...options };
  }

  get lastSeenEventId() {
    return this.lastEventId;
  }

  start() {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.connect();
  }

  stop() {
    this.isStopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'client stopped');
    }
  }

  private connect() {
    const query = this.lastEventId ? `?lastEventId=${encodeURIComponent(this.lastEventId)}` : '';
    const url = `${this.options.url}${query}`;
    const socket = this.options.createSocket
      ? this.options.createSocket(url)
      : (new WebSocket(url) as unknown as SocketLike);
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
    };
    socket.onmessage = (message) => this.handleMessage(message.data);
    socket.onerror = () => {
      // onclose follows and schedules the retry.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.scheduleReconnect();
    };
  }

  private handleMessage(data: unknown) {
    if (typeof data !== 'string') return;
    let event: RealtimeEvent;
    try {
      event = JSON.parse(data) as RealtimeEvent;
    } catch {
      return;
    }
    if (!event || typeof event.type !== 'string') return;
    if (event.id !== undefined && event.id !== null) {
      // A replay after reconnect never goes back in time; ignore anything already seen.
      if (this.lastEventId !== undefined && compareIds(String(event.id), this.lastEventId) <= 0) return;
      this.lastEventId = String(event.id);
    }
    this.options.onEvent(event);
  }

  private scheduleReconnect() {
    if (this.isStopped) return;
    const base = Math.min(this.options.initialDelayMs * 2 ** this.failures, this.options.maxDelayMs);
    this.failures += 1;
    // Jitter spreads the reconnects of many tabs after a server restart.
    const delay = base / 2 + (this.options.random() * base) / 2;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }
}

/** Event ids are increasing integers, possibly beyond 2^53: compare as decimal strings. */
const compareIds = (a: string, b: string) => {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
};

export const eventSocketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/events`;
