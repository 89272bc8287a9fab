import { AppShell, Box, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { DebugTools } from '../../features/debug/components/debug-tools.tsx';
import { ShopImportModal } from '../../features/integrations/components/shop-import-modal.tsx';
import { PrivacySplash } from '../../features/privacy/components/privacy-splash.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { useRealtime } from '../../shared/realtime/use-realtime.ts';
import { initQueryOptions, useInit } from '../../shared/session/get-init.ts';
import { loginRedirectPath } from '../routes/private-loader.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

/** Route handle of pages with their own full-screen layout (onboarding). */
export type ShellHandle = { isBare?: boolean };

/** The signed-in shell: header, page, footer, and what every page needs (consent, events, debug). */
export const PrivateLayout = () => {
  const { t } = useTranslation();
  useInit();
  useRealtime();
  useInitFailureRedirect();
  const matches = useMatches();
  const isBare = matches.some((match) => (match.handle as ShellHandle | undefined)?.isBare);

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
      <PrivacySplash />
      {isBare ? null : <ShopImportModal />}
      <DebugTools />
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
