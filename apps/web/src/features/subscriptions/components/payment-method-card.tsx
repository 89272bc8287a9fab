import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useTranslation } from 'react-i18next';
import { useSavedMethods } from '../../payment/index.ts';

/** The stored method the plan is charged to, with the change button. */
export const PaymentMethodCard = ({
  subscription,
  onEdit,
}: {
  subscription: Subscription;
  onEdit: () => void;
}) => {
  const { t } = useTranslation();
  const saved = useSavedMethods();
  const method = saved.data?.find((candidate) => candidate.id === subscription.paymentMethodId);
  const description = !method
    ? t(
        subscription.paymentMethod === 'paypal'
          ? 'subscriptions.payment.paypal'
          : 'subscriptions.payment.card',
      )
    : method.method === 'paypal'
      ? t('subscriptions.payment.paypal-account', { email: method.paypalAccountEmail ?? '' })
      : t('subscriptions.payment.card-ending', {
          type: method.cardType ?? t('subscriptions.payment.card'),
          lastFour: method.cardLastFour ?? '',
          expiry: method.cardExpiration ?? '',
        });
  return (
    <Card withBorder component="section" aria-label={t('subscriptions.payment.title')}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('subscriptions.payment.title')}
          </Title>
          <Text size="sm">{description}</Text>
        </Stack>
        <Button variant="light" onClick={onEdit}>
          {t('subscriptions.payment.edit')}
        </Button>
      </Group>
    </Card>
  );
};
