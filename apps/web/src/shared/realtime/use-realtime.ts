import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dispatchRealtimeEvent, registerShellEventHandlers } from './event-handlers.ts';
import { eventSocketUrl, RealtimeClient } from './realtime-client.ts';

/** Keeps the event socket open while the signed-in shell is mounted. */
export const useRealtime = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Component tests render the shell without a server to connect to.
    if (typeof WebSocket === 'undefined' || import.meta.env.MODE === 'test') return;
    const unregister = registerShellEventHandlers();
    const client = new RealtimeClient({
      url: eventSocketUrl(),
      onEvent: (event) => dispatchRealtimeEvent(event, queryClient),
    });
    client.start();
    return () => {
      client.stop();
      unregister();
    };
  }, [queryClient]);
};
