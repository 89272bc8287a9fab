import type { Db } from '../../platform/db/database.ts';
import { publishFeatureBehaviour } from '../features/index.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';

/** A billing period is one calendar month (the day of month kept, clamped at month end). */
export const addMonth = (date: Date): Date => {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
};

/**
 * Tells the client's open pages that its subscription-sourced features changed (they are usable
 * exactly while a subscription runs), in the transaction of the change.
 */
export const publishSubscriptionChange = (tx: Db, row: Pick<SubscriptionRow, 'clientId' | 'tenantId'>) =>
  publishFeatureBehaviour(tx, { clientId: row.clientId, tenantId: row.tenantId });
