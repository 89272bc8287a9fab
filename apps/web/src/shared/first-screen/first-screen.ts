import { useSyncExternalStore } from 'react';

// The shipments list is the first screen. Until it shows its first rows (or its empty or error state),
// what the shell asks for in the background (page views, the time zone, the subscription and shop
// connection checks, the shop import modal) waits: the server answers one client's calls in turn on the
// embedded database, and the list's own call must not queue behind them. Any other page opens the gate
// as it shows.
let isShown = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The first screen is on screen: background calls may start. Later calls change nothing. */
export const markFirstScreenShown = () => {
  if (isShown) return;
  isShown = true;
  for (const listener of listeners) listener();
};

/** Whether the first screen has shown, re-rendering the caller when it does. */
export const useIsFirstScreenShown = () => useSyncExternalStore(subscribe, () => isShown);

/** A fresh page load, for tests that render the app again in the same module scope. */
export const resetFirstScreen = () => {
  isShown = false;
};
