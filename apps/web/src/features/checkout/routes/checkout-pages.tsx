import { Stack, Stepper, Title } from '@mantine/core';
import { checkoutIndexPath, type SavedShipmentStep } from '@shipdeck/domain/routes/checkout-redirect';
import { CHECKOUT_STEPS, type CheckoutStep } from '@shipdeck/domain/routes/route-table';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isGone } from '../../../shared/api/api-error.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import { ServiceProblemNotice } from '../../service-choice/index.ts';
import { useDraftShipment } from '../../shipment-draft/index.ts';
import { AddressStep } from '../components/address-step.tsx';
import { CustomsStep } from '../components/customs-step.tsx';
import { InfoStep } from '../components/info-step.tsx';
import { PaymentStep } from '../components/payment-step.tsx';
import { ServiceStep } from '../components/service-step.tsx';
import { guardRedirect, needsCustoms } from '../rules/checkout-guards.ts';

/**
 * `/shipments/{id}/create`: goes to the step saved on the shipment, so a reload or another device
 * resumes where the seller left.
 */
export const CheckoutIndexPage = () => {
  const { id } = useParams();
  const paths = usePrivatePaths();
  const shipment = useDraftShipment(id);
  if (!id) return <Navigate to={paths.checkoutStep('info')} replace />;
  if (isGone(shipment)) return <Navigate to={paths.inbox('all')} replace />;
  if (!shipment.data) return <LoadingState />;
  return (
    <Navigate
      replace
      to={checkoutIndexPath({
        prefix: paths.prefix,
        shipmentId: shipment.data.reference,
        savedStep: shipment.data.step as SavedShipmentStep,
        hasCustoms: needsCustoms(shipment.data.data),
      })}
    />
  );
};

const isStep = (value: string | undefined): value is CheckoutStep =>
  (CHECKOUT_STEPS as readonly string[]).includes(value ?? '');

const StepBody = ({ step, draft }: { step: CheckoutStep; draft: ShipmentView | undefined }) => {
  if (step === 'info' || !draft) return <InfoStep draft={draft} />;
  if (step === 'service') return <ServiceStep draft={draft} />;
  if (step === 'address') return <AddressStep draft={draft} />;
  if (step === 'customs') return <CustomsStep draft={draft} />;
  return <PaymentStep draft={draft} />;
};

/** `/shipments/{id?}/create/{step}`: one checkout step, behind the checkout guards. */
export const CheckoutStepPage = () => {
  const { t } = useTranslation();
  const { id, step: stepParam } = useParams();
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  const shipment = useDraftShipment(id);
  if (!isStep(stepParam)) return <Navigate to={paths.checkoutStep('info', id)} replace />;
  const step = stepParam;
  if (id && isGone(shipment)) return <Navigate to={paths.inbox('all')} replace />;
  if (id && !shipment.data) return <LoadingState />;
  const draft = shipment.data;
  if (draft?.step === 'PURCHASED') return <Navigate to={paths.shipmentDetails(draft.reference)} replace />;
  const redirect = guardRedirect(step, draft?.data);
  if (redirect) return <Navigate to={paths.checkoutStep(redirect, id)} replace />;

  const steps = CHECKOUT_STEPS.filter((s) => s !== 'customs' || (draft && needsCustoms(draft.data)));
  return (
    <Stack gap="lg" p="md" maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t(`checkout.steps.${step}`)}
      </Title>
      <Stepper active={steps.indexOf(step)} size="sm" aria-label={t('checkout.progress')}>
        {steps.map((s) => (
          <Stepper.Step key={s} label={t(`checkout.steps.${s}`)} />
        ))}
      </Stepper>
      {/* The payment step says it where the price would be. */}
      {draft && step !== 'payment' ? (
        <ServiceProblemNotice
          shipment={draft}
          // On the service step the choice is right below.
          {...(step === 'service'
            ? {}
            : { onChooseService: () => navigate(paths.checkoutStep('service', draft.reference)) })}
        />
      ) : null}
      <StepBody key={`${step}-${draft?.reference ?? 'new'}`} step={step} draft={draft} />
    </Stack>
  );
};
