const FLAG_KEY = 'sd_debug';

/**
 * Debug tools need `?ft=DM` in the address (and the server's agreement). The flag is
 * kept for the tab so that it survives navigation inside the app.
 */
export const isDebugRequested = (search: string): boolean => {
  const requested = new URLSearchParams(search).get('ft') === 'DM';
  try {
    if (requested) window.sessionStorage.setItem(FLAG_KEY, 'DM');
    return requested || window.sessionStorage.getItem(FLAG_KEY) === 'DM';
  } catch {
    return requested;
  }
};
