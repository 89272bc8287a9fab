import { Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { InvoiceCard, PhoneVerification, useBillingClient, usePhoneStatus } from '../../payment/index.ts';

export type PreStep = 'billing' | 'phone';

/**
 * The bulk payment pre-step: the billing form when invoicing details are missing, the
 * phone verification when the one-time code is active and the client is not verified, in that
 * order. Each one ends by itself once saved or verified (the queries below refresh).
 */
export const usePreSteps = () => {
  const billing = useBillingClient();
  const phone = usePhoneStatus();
  const steps: PreStep[] = [];
  if (billing.data === null) steps.push('billing');
  if (phone.data?.active === true && !phone.data.verified) steps.push('phone');
  return {
    steps,
    isLoading: billing.isPending || phone.isPending,
    isError: billing.isError || phone.isError,
    retry: () => {
      if (billing.isError) void billing.refetch();
      if (phone.isError) void phone.refetch();
    },
    phoneNumber: phone.data?.phone ?? null,
  };
};

/** The first pending pre-step, with where it stands among them. */
export const PaymentPreStep = ({ preSteps }: { preSteps: ReturnType<typeof usePreSteps> }) => {
  const { t } = useTranslation();
  // How many pre-steps there were at first, so that the phone after the billing form is "2 of 2".
  const firstCount = useRef(0);
  firstCount.current = Math.max(firstCount.current, preSteps.steps.length);
  if (preSteps.isLoading) return <LoadingState />;
  if (preSteps.isError) return <ErrorState onRetry={preSteps.retry} />;
  const step = preSteps.steps[0];
  if (!step) return null;
  const total = firstCount.current;
  return (
    <Stack gap="sm" component="section" aria-label={t(`bulk-payment.prestep.${step}.title`)}>
      <Text size="xs" c="dimmed">
        {t('bulk-payment.prestep.progress', { step: total - preSteps.steps.length + 1, total })}
      </Text>
      <Title order={3} size="h5">
        {t(`bulk-payment.prestep.${step}.title`)}
      </Title>
      <Text size="sm">{t(`bulk-payment.prestep.${step}.text`)}</Text>
      {step === 'billing' ? (
        <InvoiceCard billing={null} />
      ) : (
        <PhoneVerification initialPhone={preSteps.phoneNumber} />
      )}
    </Stack>
  );
};
