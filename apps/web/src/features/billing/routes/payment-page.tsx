import { Alert, Anchor, Stack } from '@mantine/core';
import type { DirectDebitMandate } from '@shipdeck/domain/payments/payments.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useDeferredPayment, useDeferredPaymentLiveUpdates } from '../api/get-deferred-payment.ts';
import { DeferredPaymentSection } from '../components/deferred-payment-section.tsx';
import { DirectDebitSection } from '../components/direct-debit-section.tsx';
import { useDeferredMethodForm } from '../hooks/use-deferred-method-form.ts';

/**
 * /settings/billing/payment: the deferred payment summary and form, and direct debit information when
 * the invoicing address is valid, direct debit is available and it is not already the method.
 */
export const PaymentPage = () => {
  const { t } = useTranslation();
  const deferred = useDeferredPayment();
  useDeferredPaymentLiveUpdates();
  const form = useDeferredMethodForm();
  const [mandate, setMandate] = useState<DirectDebitMandate | null>(null);
  if (deferred.isPending) return <LoadingState />;
  if (deferred.isLoadingError) return <ErrorState onRetry={() => void deferred.refetch()} />;
  if (!deferred.data.isTabVisible) return <EmptyState title={t('payment.error.deferred-not-allowed')} />;
  return (
    <Stack gap="md">
      <DeferredPaymentSection deferred={deferred.data} form={form} />
      {mandate ? (
        <Alert
          color="green"
          title={t('settings.payment-direct-debit.success', { reference: mandate.reference })}
        >
          <Anchor href={mandate.documentUrl} target="_blank" rel="noopener">
            {t('settings.payment-direct-debit.open-mandate', { reference: mandate.reference })}
          </Anchor>
        </Alert>
      ) : null}
      {deferred.data.isDirectDebitVisible ? <DirectDebitSection onRequested={setMandate} /> : null}
    </Stack>
  );
};
