import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/routes/routes.tsx';
import { installSessionGuard } from '../app/session-guard.ts';
import { createQueryClient } from '../shared/api/query-client.ts';
import { resetFirstScreen } from '../shared/first-screen/first-screen.ts';
import { initI18n } from '../shared/i18n/i18n.ts';

/** The whole app (real routes, loaders, providers) at a path, with fetch mocked by the caller. */
export const renderApp = async (path: string) => {
  await initI18n('en-GB');
  resetFirstScreen();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const uninstall = installSessionGuard(router);
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location, uninstall };
};
