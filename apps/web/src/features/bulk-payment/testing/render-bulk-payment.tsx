import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../shared/api/query-client.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { BulkInsuranceFromPaymentFlow, BulkPaymentFlow } from '../components/bulk-payment-flow.tsx';

/** The bulk panel's payment and insurance-from-payment flows, switching as the panel does. */
const Flows = ({ shipments, onClose }: { shipments: ShipmentView[]; onClose: () => void }) => {
  const [flow, setFlow] = useState<'payment' | 'insurance-from-payment'>('payment');
  return flow === 'payment' ? (
    <BulkPaymentFlow
      shipments={shipments}
      onInsurance={() => setFlow('insurance-from-payment')}
      onClose={onClose}
    />
  ) : (
    <BulkInsuranceFromPaymentFlow shipments={shipments} onBack={() => setFlow('payment')} />
  );
};

const page = (name: string): ReactNode => <p>{name}</p>;

/**
 * The bulk payment as the bulk panel shows it, on an inbox route, with the pages it may go to
 * (details, summary, error) as plain markers. Fetch is mocked by the caller.
 */
export const renderBulkPayment = async (
  shipments: ShipmentView[],
  path = '/private/shipments/ready-to-purchase',
) => {
  await initI18n('en-GB');
  const queryClient = createQueryClient();
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/private/shipments/:inbox',
        element: (
          <Suspense fallback={null}>
            <Flows shipments={shipments} onClose={onClose} />
          </Suspense>
        ),
      },
      { path: '/private/shipments/:id/details', element: page('details page') },
      { path: '/private/shipments/bulk/summary', element: page('summary page') },
      { path: '/private/error', element: page('error page') },
    ],
    { initialEntries: [path] },
  );
  const view = render(<AppProviders queryClient={queryClient} router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location, onClose, screen };
};
