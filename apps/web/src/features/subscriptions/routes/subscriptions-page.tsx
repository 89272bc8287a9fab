import { Alert, Stack, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInit } from '../../../shared/session/get-init.ts';
import { showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { isPayPalReturn } from '../../payment/index.ts';
import { useCurrentSubscription } from '../api/get-current-subscription.ts';
import { ActivePlan } from '../components/active-plan.tsx';
import { PlanPicker } from '../components/plan-picker.tsx';
import { UpgradePanel, type UpgradeStep } from '../components/upgrade-panel.tsx';
import { takeUpgradeForPayPal } from '../rules/paypal-upgrade.ts';
import { subscriptionBanner } from '../rules/subscription-banner.ts';
import { longDate, money } from '../rules/subscription-format.ts';

/** Settings' subscription page: the plan picker for the free plan, the running plan otherwise. */
export const SubscriptionsPage = () => {
  const { t, i18n } = useTranslation();
  const init = useInit();
  useDocumentTitle(t('pages.subscriptions'), init.tenant.brandName);
  const subscription = useCurrentSubscription();
  const [searchParams] = useSearchParams();
  // Back from PayPal's approval page: the upgrade goes on at its payment step.
  const [upgrade, setUpgrade] = useState<UpgradeStep | null>(() =>
    isPayPalReturn(searchParams) && takeUpgradeForPayPal() ? 'payment' : null,
  );
  const onFreeChosen = useCallback(() => showSuccessToast(t('subscriptions.plan.free-confirmed')), [t]);

  if (!init.capabilities.subscriptionsEnabled)
    return <EmptyState title={t('subscriptions.not-offered', { brand: init.tenant.brandName })} />;
  if (subscription.isPending) return <LoadingState />;
  if (subscription.isLoadingError) return <ErrorState onRetry={() => void subscription.refetch()} />;

  const banner = subscriptionBanner(subscription.data);
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('pages.subscriptions')}
      </Title>
      {banner?.kind === 'declined' ? (
        <Alert color="red" role="alert">
          {t('subscriptions.banner.declined', { date: longDate(banner.retryAt, i18n.language) })}
        </Alert>
      ) : null}
      {banner?.kind === 'canceled' ? (
        <Alert color="blue" role="status">
          {t('subscriptions.banner.canceled', { date: longDate(banner.expiresAt, i18n.language) })}
        </Alert>
      ) : null}
      {banner?.kind === 'coupon' ? (
        <Alert color="blue" role="status">
          {t('subscriptions.banner.coupon', { amount: money(banner.nextAmount, i18n.language) })}
        </Alert>
      ) : null}
      {subscription.data ? (
        <ActivePlan subscription={subscription.data} />
      ) : (
        <PlanPicker onFreeChosen={onFreeChosen} onPlusChosen={() => setUpgrade('invoicing')} />
      )}
      <UpgradePanel
        opened={upgrade !== null}
        onClose={() => setUpgrade(null)}
        initialStep={upgrade ?? 'invoicing'}
      />
    </Stack>
  );
};
