import { EventType } from '@shipdeck/domain/events/event-types';
import { defaultCapabilities, defaultClientFeatures } from '@shipdeck/domain/features/features';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInit } from '../../testing/fixtures.ts';
import { createQueryClient } from '../api/query-client.ts';
import { initKeys } from '../session/get-init.ts';
import { dispatchRealtimeEvent, registerShellEventHandlers } from './event-handlers.ts';
import { RealtimeClient } from './realtime-client.ts';

class FakeSocket {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
  drop() {
    this.onclose?.({} as CloseEvent);
  }
  close() {
    this.isClosed = true;
  }
}

const event = (id: string, type = 'shipment.updated') => ({ id, type, payload: {}, createdAt: '2026-01-01' });

describe('RealtimeClient', () => {
  let sockets: FakeSocket[];
  let received: string[];
  let client: RealtimeClient;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    received = [];
    client = new RealtimeClient({
      url: 'ws://host/api/v1/events',
      onEvent: (e) => received.push(e.id),
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      random: () => 1,
    });
  });

  afterEach(() => {
    client.stop();
    vi.useRealTimers();
  });

  it('reconnects with the last seen event id and ignores replays it already has', () => {
    client.start();
    sockets[0]!.open();
    sockets[0]!.receive(event('7'));
    sockets[0]!.receive(event('8'));
    sockets[0]!.drop();

    vi.advanceTimersByTime(1000);
    expect(sockets[1]!.url).toBe('ws://host/api/v1/events?lastEventId=8');
    sockets[1]!.open();
    sockets[1]!.receive(event('8'));
    sockets[1]!.receive(event('9'));
    expect(received).toEqual(['7', '8', '9']);
  });

  it('backs off exponentially while the server stays away, and resets once connected', () => {
    client.start();
    expect(sockets[0]!.url).toBe('ws://host/api/v1/events');
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    sockets[2]!.drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('stops for good: no reconnect after stop', () => {
    client.start();
    client.stop();
    expect(sockets[0]!.isClosed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('shell event handlers', () => {
  it('a feature-behaviour upsert replaces the cached features and capabilities', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(initKeys.all, buildInit());
    const unregister = registerShellEventHandlers();
    const tenant = getTenant('main')!;
    const features = defaultClientFeatures(tenant).map((f) =>
      f.featureName === 'OWN_CONTRACT' ? { ...f, enabled: false } : f,
    );
    const capabilities = { ...defaultCapabilities(tenant), userCanGenerateApiKey: false };

    dispatchRealtimeEvent(
      { id: '1', type: EventType.FeatureBehaviourUpsert, payload: { features, capabilities }, createdAt: '' },
      queryClient,
    );
    unregister();

    // The payload's schema loads with the first such event.
    await vi.waitFor(() => {
      const init = queryClient.getQueryData<ReturnType<typeof buildInit>>(initKeys.all)!;
      expect(init.features.find((f) => f.featureName === 'OWN_CONTRACT')?.enabled).toBe(false);
      expect(init.capabilities.userCanGenerateApiKey).toBe(false);
      expect(init.user.email).toBe('ada@example.com');
    });
  });
});
