import type { PaymentMethodKind, PaymentType } from '@shipdeck/domain/payments/payments.schema';
import { isDeferredEligible } from '@shipdeck/domain/payments/rules/deferred-eligibility';
import type { Db } from '../../platform/db/database.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getClient } from '../clients/index.ts';
import { lastUsedIdOf } from './payment-method-dto.ts';
import { paymentMethodsRepository } from './payment-methods.repository.ts';

/** Whether this client may pay deferred, from its profile and stored methods. */
export const getDeferredEligibility = async (db: Db, auth: AuthContext) => {
  const [client, rows] = await Promise.all([
    getClient(db, auth),
    paymentMethodsRepository.list(db, auth.clientId),
  ]);
  return isDeferredEligible({
    clientType: client.type,
    deferredPaymentBlocked: client.deferredPaymentBlocked,
    allowDeferred: client.allowDeferred,
    hasDeferredMethod: rows.some((row) => row.type === 'DEFERRED'),
  });
};

/**
 * What the payment step offers: card (always 3-D Secure),
 * PayPal, Bancontact, direct debit, and deferred when eligible. Bancontact is preferred when it was
 * the last method used.
 */
export const findAvailablePaymentMethods = async (db: Db, auth: AuthContext) => {
  const rows = await paymentMethodsRepository.list(db, auth.clientId);
  const isDeferred = await getDeferredEligibility(db, auth);
  const methods: { method: PaymentMethodKind; type: PaymentType }[] = [
    { method: 'creditcard3dsecure', type: 'DIRECT' },
    { method: 'paypal', type: 'DIRECT' },
    { method: 'bancontact', type: 'DIRECT' },
    { method: 'directdebit', type: 'DIRECT' },
    ...(isDeferred ? [{ method: 'deferred' as const, type: 'DEFERRED' as const }] : []),
  ];
  const lastUsed = rows.find((row) => row.id === lastUsedIdOf(rows));
  return {
    methods,
    preferred: lastUsed?.method === 'bancontact' ? ('bancontact' as const) : null,
    isDeferredEligible: isDeferred,
  };
};
