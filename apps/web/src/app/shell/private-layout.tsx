import { AppShell, Box, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { isDebugRequested } from '../../features/debug/components/debug-flag.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { markFirstScreenShown, useIsFirstScreenShown } from '../../shared/first-screen/first-screen.ts';
import { lazyLater } from '../../shared/later-parts/lazy-later.ts';
import { useRealtime } from '../../shared/realtime/use-realtime.ts';
import { initQueryOptions, useInit } from '../../shared/session/get-init.ts';
import { useReportedTimeZone } from '../../shared/session/report-time-zone.ts';
import { usePageViews } from '../../shared/session/use-page-views.ts';
import { loginRedirectPath } from '../routes/private-loader.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

// What only some sessions show (the consent splash, a shop import, the debug tools) loads after the first screen.
const PrivacySplash = lazyLater(
  async () => (await import('../../features/privacy/components/privacy-splash.tsx')).PrivacySplash,
);
const ShopImportModal = lazyLater(
  async () => (await import('../../features/integrations/components/shop-import-modal.tsx')).ShopImportModal,
);
const DebugTools = lazyLater(
  async () => (await import('../../features/debug/components/debug-tools.tsx')).DebugTools,
);

/**
 * Route handle: `isBare` for pages with their own full-screen layout (onboarding); `isFirstScreen` for the
 * shipments list, which opens the gate of the shell's background calls itself once its rows show.
 */
export type ShellHandle = { isBare?: boolean; isFirstScreen?: boolean };

/** The signed-in shell: header, page, footer, and what every page needs (consent, events, page views, time zone, debug). */
export const PrivateLayout = () => {
  const { t } = useTranslation();
  const init = useInit();
  const { search } = useLocation();
  useRealtime();
  useInitFailureRedirect();
  usePageViews();
  useReportedTimeZone();
  const matches = useMatches();
  const isBare = matches.some((match) => (match.handle as ShellHandle | undefined)?.isBare);
  const isFirstScreen = matches.some((match) => (match.handle as ShellHandle | undefined)?.isFirstScreen);
  useEffect(() => {
    if (!isFirstScreen) markFirstScreenShown();
  }, [isFirstScreen]);
  const isFirstScreenShown = useIsFirstScreenShown();

  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('app.skip-to-content')}
      </a>
      {isBare ? (
        <Box id="main-content">
          <Outlet />
        </Box>
      ) : (
        <AppShell header={{ height: 64 }} padding="md">
          <AppShell.Header>
            <AppHeader />
          </AppShell.Header>
          <AppShell.Main id="main-content" tabIndex={-1}>
            <Container size="xl" py="md">
              <Outlet />
            </Container>
          </AppShell.Main>
          <Box component="footer" mt="xl">
            <AppFooter />
          </Box>
        </AppShell>
      )}
      <Suspense fallback={null}>
        {init.user.policies.dataProcessing ? null : <PrivacySplash />}
        {isBare || !isFirstScreenShown ? null : <ShopImportModal />}
        {isDebugRequested(search) ? <DebugTools /> : null}
      </Suspense>
    </>
  );
};

/** A later refetch of init that fails means the session is gone. */
const useInitFailureRedirect = () => {
  const { error } = useQuery(initQueryOptions());
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!error || (isApiError(error) && error.status !== 401)) return;
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    void navigate(loginRedirectPath(url, 'session-expired'), { replace: true });
  }, [error, navigate, location]);
};
