import { planOf } from '@shipdeck/domain/subscriptions/plans';
import { billingPriceOf } from '@shipdeck/domain/subscriptions/rules/plan-price';
import type { PlanPrice } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getClient } from '../clients/index.ts';
import { taxRateOf } from './tax-rate.ts';

/** What subscribing to a plan costs this client now: the first period, with its country's VAT. */
export const getPlanPrice = async (db: Db, auth: AuthContext, planCode: string): Promise<PlanPrice> => {
  const plan = planOf(planCode);
  if (!plan) throw notFound('subscriptions.error.plan-not-found');
  const client = await getClient(db, auth);
  const vatRate = await taxRateOf(db, auth.clientId, client.alpha2Code);
  return billingPriceOf({ plan, period: 1, vatRate, hasRetentionDiscount: false });
};
