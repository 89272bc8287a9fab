import '../shared/later-parts/mantine-first-screen-styles.ts';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { guessTenant } from '../shared/session/tenant-context.ts';
import { createTenantTheme, cssVariablesResolver } from './theme.ts';

/** Query cache, the tenant's theme (follows the path: each brand has its colours) and the router. */
export const AppProviders = ({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) => {
  const tenantId = useSyncExternalStore(
    router.subscribe,
    () => guessTenant(router.state.location.pathname).id,
  );
  const { t } = useTranslation();
  const closeLabel = t('toast.close');
  const theme = useMemo(
    () => createTenantTheme(getTenant(tenantId)!.colors, closeLabel),
    [tenantId, closeLabel],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Notifications position="top-right" />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  );
};
