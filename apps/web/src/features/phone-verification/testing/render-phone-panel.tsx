import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { PhoneVerificationPanel } from '../components/phone-verification-panel.tsx';

/** The phone verification panel, open, as another area would show it. Fetch is mocked by the caller. */
export const renderPhonePanel = async (initialPhone: string | null = '+34600000012') => {
  await initI18n('en-GB');
  const queryClient = createQueryClient();
  const onClose = vi.fn();
  const onVerified = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PhoneVerificationPanel
            opened
            onClose={onClose}
            onVerified={onVerified}
            initialPhone={initialPhone}
          />
        ),
      },
    ],
    { initialEntries: ['/private/onboarding/platforms'] },
  );
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  return { ...view, onClose, onVerified };
};
