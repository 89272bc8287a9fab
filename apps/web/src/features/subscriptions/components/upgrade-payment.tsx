import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { BillingClient } from '@shipdeck/domain/billing/billing.schema';
import { formatPercent } from '@shipdeck/domain/money/money';
import { PlanCode } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingState } from '../../../shared/ui/states.tsx';
import {
  InvoiceCard,
  PaymentForm,
  type PlacedPayment,
  registerPaymentMethod,
  useOrderPayment,
} from '../../payment/index.ts';
import { createSubscription } from '../api/create-subscription.ts';
import { usePlanPrice } from '../api/get-plan-price.ts';
import { subscriptionKeys } from '../api/subscription-keys.ts';
import { rememberUpgradeForPayPal } from '../rules/paypal-upgrade.ts';
import { money } from '../rules/subscription-format.ts';

/** Plans are paid by 3-D Secure card or PayPal, the checkout's methods that can be charged again. */
const PLAN_METHODS = ['creditcard3dsecure', 'paypal'] as const;

/**
 * The payment step of the upgrade: the plan price (subtotal, taxes, total), the invoicing card with
 * its edit, and the checkout's payment methods. The payment is stored, then the plan is bought with it.
 */
export const UpgradePayment = ({
  billing,
  onSubscribed,
}: {
  billing: BillingClient;
  onSubscribed: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const price = usePlanPrice(PlanCode.Plus);

  const placePayment = async ({ method, nonce, paymentMethodId }: PlacedPayment) => {
    const id =
      paymentMethodId ?? (await registerPaymentMethod({ type: 'DIRECT', method, nonce: nonce ?? '' })).id;
    const subscription = await createSubscription({ paymentMethodId: id, planCode: PlanCode.Plus });
    queryClient.setQueryData(subscriptionKeys.current(), subscription);
    onSubscribed();
  };
  const payment = useOrderPayment({
    references: [],
    amount: price.data?.total ?? 0,
    isFree: false,
    isOwnContractOnly: false,
    isTermsRequired: false,
    payPalReturnPath: location.pathname,
    onLeaveForPayPal: rememberUpgradeForPayPal,
    onOrdered: () => undefined,
    placePayment,
    methodKinds: PLAN_METHODS,
    isCardAlwaysKept: true,
  });

  if (price.isPending) return <LoadingState />;
  if (price.isLoadingError)
    return (
      <Alert color="red" role="alert">
        {t('subscriptions.error.billing-info')}
      </Alert>
    );
  const amount = (minor: number) => money(minor, i18n.language);
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-label={t('subscriptions.upgrade.summary')}>
        <Title order={3} size="h5" mb="xs">
          {t('subscriptions.upgrade.summary')}
        </Title>
        <Group justify="space-between">
          <Text size="sm">{t('subscriptions.upgrade.subtotal')}</Text>
          <Text size="sm">{amount(price.data.subtotal)}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">
            {t('subscriptions.upgrade.taxes', { rate: formatPercent(price.data.taxes.rate, i18n.language) })}
          </Text>
          <Text size="sm">{amount(price.data.taxes.total)}</Text>
        </Group>
        <Divider my={6} />
        <Group justify="space-between">
          <Text fw={700}>{t('subscriptions.upgrade.total')}</Text>
          <Text fw={700} data-testid="plan-total">
            {amount(price.data.total)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('subscriptions.upgrade.recurring')}
        </Text>
      </Card>
      <Card withBorder component="section" aria-label={t('subscriptions.upgrade.invoicing')}>
        <Title order={3} size="h5" mb="xs">
          {t('subscriptions.upgrade.invoicing')}
        </Title>
        <InvoiceCard billing={billing} />
      </Card>
      <PaymentForm
        payment={payment}
        carrierNames={[]}
        isPayDisabled={payment.isPaying}
        payLabel={t('subscriptions.upgrade.pay', { amount: amount(price.data.total) })}
      />
    </Stack>
  );
};
