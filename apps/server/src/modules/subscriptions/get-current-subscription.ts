import type { Subscription } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getStoredPaymentMethod } from '../payment-methods/index.ts';
import { toSubscriptionDto } from './subscription-dto.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';
import { taxRateOf } from './tax-rate.ts';

export const describeSubscription = async (db: Db, row: SubscriptionRow): Promise<Subscription> => {
  const method = await getStoredPaymentMethod(db, row.clientId, row.paymentMethodId);
  return toSubscriptionDto(row, {
    paymentMethodKind: method?.method ?? 'creditcard',
    taxRate: await taxRateOf(db, row.clientId, row.taxCountry),
  });
};

/** The running subscription (active, or cancelled until its period ends), or null. */
export const getCurrentSubscription = async (db: Db, auth: AuthContext): Promise<Subscription | null> => {
  const row = await subscriptionsRepository.findRunning(db, auth.clientId);
  if (!row || row.state === 'pending') return null;
  return describeSubscription(db, row);
};

/** Whether the client's subscription-sourced features are usable: an active or cancelled-but-running plan. */
export const hasEnabledSubscription = async (db: Db, clientId: string) => {
  const row = await subscriptionsRepository.findRunning(db, clientId);
  return row?.state === 'active' || row?.state === 'canceled';
};
