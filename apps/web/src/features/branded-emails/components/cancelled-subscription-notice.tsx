import { Alert } from '@mantine/core';
import { ClientFeatureName, FeatureSource } from '@shipdeck/domain/features/features';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { currentSubscriptionQueryOptions } from '../../../shared/session/subscription-status.ts';

/**
 * Branded e-mails that come with a cancelled subscription still work until it ends; the
 * seller is told the date.
 */
export const CancelledSubscriptionNotice = () => {
  const { t, i18n } = useTranslation();
  const feature = useInit().features.find(
    (candidate) => candidate.featureName === ClientFeatureName.BrandedEmails,
  );
  const { data: subscription } = useQuery(currentSubscriptionQueryOptions());
  if (feature?.source !== FeatureSource.Subscription || subscription?.state !== 'canceled') return null;
  const date = formatCalendarDate(subscription.currentPeriodEndsAt.slice(0, 10), i18n.language, {
    dateStyle: 'long',
  });
  return (
    <Alert color="yellow" title={t('branded-emails.cancelled.title')}>
      {t('branded-emails.cancelled.text', { date })}
    </Alert>
  );
};
