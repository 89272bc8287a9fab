import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/**
 * `/shipments/{id}/create`: goes to the step saved on the shipment (rule `checkoutIndexPath` in
 * packages/domain/src/routes). Until the checkout loads shipments, it starts at the info step.
 */
export const CheckoutIndexPage = () => {
  const { id } = useParams();
  const paths = usePrivatePaths();
  return <Navigate to={paths.checkoutStep('info', id)} replace />;
};

export const CheckoutStepPage = () => {
  const { t } = useTranslation();
  const { step = 'info' } = useParams();
  return <PlaceholderPage title={t(`checkout.steps.${step as 'info'}`)} />;
};
