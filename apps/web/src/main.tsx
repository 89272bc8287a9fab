import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRoutes } from './app/routes/routes.tsx';
import { installSessionGuard } from './app/session-guard.ts';
import { createQueryClient } from './shared/api/query-client.ts';
import { initFirstScreenI18n } from './shared/i18n/i18n.ts';
import { detectLanguage } from './shared/i18n/language-preference.ts';
import { prefetchLaterParts } from './shared/later-parts/later-parts.ts';

const start = async () => {
  await initFirstScreenI18n(detectLanguage());
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  installSessionGuard(router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  // The first screen's code, texts and styles are already asked for (the router started loading them).
  prefetchLaterParts();
};

void start();
