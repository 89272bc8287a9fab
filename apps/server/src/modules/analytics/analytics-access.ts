import type { AnalyticsRangeQuery } from '@shipdeck/domain/analytics/analytics.schema';
import { analyticsRangeError, todaysAnywhere } from '@shipdeck/domain/analytics/rules/date-range';
import { ClientFeatureName, isFeatureUsable } from '@shipdeck/domain/features/features';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors/app-error.ts';
import { findClientFeatures } from '../features/index.ts';
import { hasEnabledSubscription } from '../subscriptions/index.ts';

/**
 * Analytics is for clients with the USER_ANALYTICS feature, and with a running subscription
 * where the feature comes with one; the others get 403.
 */
export const assertAnalyticsAvailable = async (db: Db, scope: { clientId: string; tenantId: string }) => {
  const features = await findClientFeatures(db, scope);
  const isUsable = isFeatureUsable(
    features,
    ClientFeatureName.UserAnalytics,
    await hasEnabledSubscription(db, scope.clientId),
  );
  if (!isUsable)
    throw new AppError({ code: 'Forbidden', status: 403, messageKey: 'analytics.error.not-available' });
};

/**
 * A range the charts can show: 90 days back at most, yesterday at the latest, on the reader's calendar.
 * The server does not know the reader's time zone, so it accepts what is yesterday anywhere on Earth.
 */
export const assertRangeAllowed = (range: AnalyticsRangeQuery, now: Date) => {
  const todays = todaysAnywhere(now);
  const error = analyticsRangeError(range, todays.latest, todays.earliest);
  if (error)
    throw badRequest({
      code: 'ValueNotAllowedField',
      messageKey: error,
      field: error === 'analytics.error.range-too-old' ? 'from' : 'to',
    });
};
