import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { longDate, money } from '../rules/subscription-format.ts';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog.tsx';
import { EditPaymentMethodPanel } from './edit-payment-method-panel.tsx';
import { PaymentMethodCard } from './payment-method-card.tsx';
import { SubscriptionTerms } from './subscription-terms.tsx';

/** The plan card, terms, payment frequency with the next period end, payment method and cancel link. */
export const ActivePlan = ({ subscription }: { subscription: Subscription }) => {
  const { t, i18n } = useTranslation();
  const [isEditingPayment, setIsEditingPayment] = useState(false);
  const [isCancelling, setIsCancelling] = useState(false);
  const isCanceled = subscription.state === 'canceled';
  const date = longDate(subscription.currentPeriodEndsAt, i18n.language);
  return (
    <Stack gap="md">
      <Card withBorder component="section" aria-label={t('subscriptions.active.title')}>
        <Stack gap="xs">
          <Group gap="sm">
            <Title order={3} size="h4">
              {t(`subscriptions.plan.names.${subscription.plan.name === 'silver' ? 'silver' : 'free'}`)}
            </Title>
            <Badge color={isCanceled ? 'gray' : 'green'} variant="light">
              {t(isCanceled ? 'subscriptions.active.state-canceled' : 'subscriptions.active.state-active')}
            </Badge>
          </Group>
          <Text size="sm">
            {isCanceled
              ? t('subscriptions.active.ends-on', { date })
              : t('subscriptions.active.frequency', {
                  amount: money(subscription.nextBillingAmount, i18n.language),
                  date,
                })}
          </Text>
          <Group>
            <SubscriptionTerms />
          </Group>
        </Stack>
      </Card>
      <PaymentMethodCard subscription={subscription} onEdit={() => setIsEditingPayment(true)} />
      {isCanceled ? null : (
        <Group>
          <Button variant="subtle" color="red" onClick={() => setIsCancelling(true)}>
            {t('subscriptions.active.cancel')}
          </Button>
        </Group>
      )}
      <EditPaymentMethodPanel
        opened={isEditingPayment}
        onClose={() => setIsEditingPayment(false)}
        nextAmount={subscription.nextBillingAmount}
      />
      <CancelSubscriptionDialog opened={isCancelling} onClose={() => setIsCancelling(false)} />
    </Stack>
  );
};
