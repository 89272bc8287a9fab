import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { useIsFirstScreenShown } from '../first-screen/first-screen.ts';

/** The IANA time zone the browser runs in (`Europe/Madrid`). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Tells the server the user's time zone once per session (and again if the browser's changes), so the
 * days it counts for this user (analytics) are the user's own. A zone the server does not know is
 * refused and the user keeps UTC days: nothing to show for it.
 */
export const useReportedTimeZone = () => {
  const isFirstScreenShown = useIsFirstScreenShown();
  // Reading the zone costs the browser tens of milliseconds the first time (its time-zone data loads):
  // it waits, as the call does, until the first screen has shown.
  const timeZone = isFirstScreenShown ? browserTimeZone() : null;
  return useQuery({
    queryKey: ['user', 'time-zone', timeZone],
    queryFn: () => apiRequest('/user/time-zone', { method: 'PUT', body: { timeZone } }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isFirstScreenShown,
    gcTime: Number.POSITIVE_INFINITY,
  });
};
