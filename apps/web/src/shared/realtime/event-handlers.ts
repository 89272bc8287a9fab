import { EventType, type RealtimeEvent } from '@shipdeck/domain/events/event-types';
import type { FeatureBehaviourUpsertPayload } from '@shipdeck/domain/features/features';
import type { QueryClient } from '@tanstack/react-query';
import { PAYMENT_METHODS_KEY } from '../api/payment-method-keys.ts';
import { initKeys, initQueryOptions } from '../session/get-init.ts';
import { currentSubscriptionKey } from '../session/subscription-status.ts';

export type RealtimeHandler = (event: RealtimeEvent, queryClient: QueryClient) => void;

const handlers = new Map<string, Set<RealtimeHandler>>();

/**
 * Areas register what an event type means for them (shipments, bulk, import …); the shell
 * registers its own (feature behaviour, payment methods). Returns the unsubscribe function.
 */
export const onRealtimeEvent = (type: EventType | string, handler: RealtimeHandler) => {
  const set = handlers.get(type) ?? new Set();
  set.add(handler);
  handlers.set(type, set);
  return () => {
    set.delete(handler);
  };
};

export const dispatchRealtimeEvent = (event: RealtimeEvent, queryClient: QueryClient) => {
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      handler(event, queryClient);
    } catch (error) {
      // One area's bug must not stop the others from seeing the event.
      console.error('realtime handler failed', event.type, error);
    }
  }
};

/** Query keys whose data mirrors the client's features and capabilities. */
export const featureKeys = {
  features: ['client', 'features'] as const,
  capabilities: ['client', 'capabilities'] as const,
};

/** A feature-behaviour upsert replaces the cached flags, so gated UI changes without reload. */
export const applyFeatureBehaviourUpsert = (
  queryClient: QueryClient,
  payload: FeatureBehaviourUpsertPayload,
) => {
  queryClient.setQueryData(initQueryOptions().queryKey, (init) =>
    init ? { ...init, features: payload.features, capabilities: payload.capabilities } : init,
  );
  queryClient.setQueryData(featureKeys.features, payload.features);
  queryClient.setQueryData(featureKeys.capabilities, payload.capabilities);
};

export const registerShellEventHandlers = () => {
  const unsubscribers = [
    onRealtimeEvent(EventType.FeatureBehaviourUpsert, (event, queryClient) => {
      // The payload's schema (and zod with it) loads with the first such event, not with the first screen;
      // events that arrive meanwhile wait for the same import, so they still apply in order.
      void import('@shipdeck/domain/features/features').then(
        ({ featureBehaviourUpsertPayloadSchema }) => {
          const parsed = featureBehaviourUpsertPayloadSchema.safeParse(event.payload);
          if (parsed.success) applyFeatureBehaviourUpsert(queryClient, parsed.data);
          else void queryClient.invalidateQueries({ queryKey: initKeys.all });
          // Subscription-sourced features are usable while a subscription runs: the event also says it started or ended.
          void queryClient.invalidateQueries({ queryKey: currentSubscriptionKey });
        },
        () => {
          void queryClient.invalidateQueries({ queryKey: initKeys.all });
          void queryClient.invalidateQueries({ queryKey: currentSubscriptionKey });
        },
      );
    }),
    onRealtimeEvent(EventType.PaymentMethodUpsert, (_event, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY });
      void queryClient.invalidateQueries({ queryKey: initKeys.all });
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
};
