import {
  DEFERRED_VERIFICATION_AMOUNT,
  type DeferredInstrument,
  type DeferredPayment,
} from '@shipdeck/domain/payments/payments.schema';
import {
  isDirectDebitAvailable,
  isDirectDebitInfoVisible,
  isInvoiceAddressValid,
  isPaymentTabVisible,
} from '@shipdeck/domain/payments/rules/payment-tab';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getBillingClient } from '../billing-client/index.ts';
import { getClient } from '../clients/index.ts';
import { deferredPaymentRepository } from './deferred-payment.repository.ts';
import { paymentMethodsRepository } from './payment-methods.repository.ts';
import type { PaymentMethodRow } from './payment-methods.tables.ts';

const toInstrument = (row: PaymentMethodRow): DeferredInstrument => ({
  id: row.id,
  method: row.method as DeferredInstrument['method'],
  cardType: row.details.cardType ?? null,
  cardLastFour: row.details.cardLastFour ?? null,
  paypalAccountEmail: row.details.paypalAccountEmail ?? null,
  ibanLastFour: row.details.ibanLastFour ?? null,
  since: row.createdAt.toISOString(),
});

/** What the payment tab needs to decide: the tab, the current instrument and direct debit's part. */
export const getDeferredPayment = async (db: Db, auth: AuthContext): Promise<DeferredPayment> => {
  const tenant = getTenant(auth.tenantId);
  const [client, rows, current, billing] = await Promise.all([
    getClient(db, auth),
    paymentMethodsRepository.list(db, auth.clientId),
    deferredPaymentRepository.currentInstrument(db, auth.clientId),
    getBillingClient(db, auth.clientId),
  ]);
  const isTabVisible = isPaymentTabVisible({
    isDeferredDetailsEnabled: tenant?.switches.deferredPaymentDetails ?? false,
    clientType: client.type,
    deferredPaymentBlocked: client.deferredPaymentBlocked,
    allowDeferred: client.allowDeferred,
    hasDeferredMethod: rows.some((row) => row.type === 'DEFERRED'),
  });
  const verification = { amount: DEFERRED_VERIFICATION_AMOUNT, currency: 'EUR' as const };
  if (!isTabVisible) return { isTabVisible, instrument: null, isDirectDebitVisible: false, verification };
  return {
    isTabVisible,
    instrument: current ? toInstrument(current) : null,
    isDirectDebitVisible: isDirectDebitInfoVisible({
      isInvoiceAddressValid: isInvoiceAddressValid(billing),
      isDirectDebitAvailable: isDirectDebitAvailable({
        tenantCountries: tenant?.switches.directDebitCountries ?? [],
        country: billing?.country ?? '',
      }),
      currentMethod: current?.method ?? null,
    }),
    verification,
  };
};

/** Refuses a deferred-payment change the payment tab would not offer this client. */
export const requirePaymentTab = async (db: Db, auth: AuthContext) => {
  const deferred = await getDeferredPayment(db, auth);
  if (!deferred.isTabVisible)
    throw new AppError({
      code: 'ClientNotAuthorized',
      status: 403,
      messageKey: 'payment.error.deferred-not-allowed',
    });
  return deferred;
};

/** For the orders module: the instrument a deferred order is backed by (none for a legacy arrangement). */
export const getDeferredInstrument = (db: Db, clientId: string) =>
  deferredPaymentRepository.currentInstrument(db, clientId);
