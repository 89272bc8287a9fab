import { randomBytes } from 'node:crypto';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { DirectDebitMandate, DirectDebitRequest } from '@shipdeck/domain/payments/payments.schema';
import { compactBankCode } from '@shipdeck/domain/payments/rules/payment-tab';
import { OPERATING_COMPANIES } from '@shipdeck/domain/tenants/operating-companies';
import type { TenantId } from '@shipdeck/domain/tenants/tenants';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { getBillingClient } from '../billing-client/index.ts';
import { deferredPaymentRepository } from './deferred-payment.repository.ts';
import { requirePaymentTab } from './get-deferred-payment.ts';
import { paymentFailureError } from './payment-failure-error.ts';
import { paymentMethodsRepository } from './payment-methods.repository.ts';

/** A mandate reference (at most 35 characters in SEPA): the brand's prefix, DD, 12 random characters. */
const mandateReference = (tenantId: string) =>
  `${OPERATING_COMPANIES[tenantId as TenantId]?.invoicePrefix ?? 'SD'}-DD-${randomBytes(9).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')}`;

export const mandateDocumentUrl = (id: string) => `/api/v1/billing/direct-debit-mandates/${id}/document`;

/**
 * The direct debit request of the payment tab: the client's IBAN and BIC (already checked by the
 * route) become a SEPA mandate naming the invoicing details as debtor, and direct debit becomes the
 * instrument behind DEFERRED. The mandate document opens afterwards, drawn in the reader's language.
 */
export const createDirectDebitRequest = async (options: {
  db: Db;
  gateway: PaymentGateway;
  auth: AuthContext;
  input: DirectDebitRequest;
}): Promise<DirectDebitMandate> => {
  const { db, gateway, auth, input } = options;
  const deferred = await requirePaymentTab(db, auth);
  if (!deferred.isDirectDebitVisible)
    throw new AppError({
      code: 'ClientNotAuthorized',
      status: 403,
      messageKey: 'settings.payment-direct-debit.not-available',
    });
  const billing = (await getBillingClient(db, auth.clientId))!;
  const iban = compactBankCode(input.iban);
  const bic = compactBankCode(input.bic);
  const tokenized = await gateway.tokenize(db, { clientId: auth.clientId, method: 'directdebit', iban });
  if (!tokenized.ok) throw paymentFailureError(tokenized, 'iban');
  const vaulted = await gateway.vault(db, { clientId: auth.clientId, nonce: tokenized.nonce });
  if (!vaulted.ok) throw paymentFailureError(vaulted, 'iban');
  const debtorName =
    billing.type === 'business' && billing.companyName
      ? billing.companyName
      : `${billing.firstName} ${billing.lastName}`.trim();
  return db.transaction(async (tx) => {
    const method = await paymentMethodsRepository.insert(tx, {
      clientId: auth.clientId,
      method: 'directdebit',
      type: 'DEFERRED',
      gatewayToken: vaulted.token,
      details: vaulted.details,
    });
    await deferredPaymentRepository.replaceInstruments(tx, auth.clientId, method.id);
    const mandate = await deferredPaymentRepository.insertMandate(tx, {
      clientId: auth.clientId,
      reference: mandateReference(auth.tenantId),
      iban,
      bic,
      debtor: {
        name: debtorName,
        street: [billing.address, billing.address2].filter(Boolean).join(', '),
        postcode: billing.zipCode,
        city: billing.location,
        country: billing.country,
      },
      paymentMethodId: method.id,
    });
    await publishEvent(tx, {
      clientId: auth.clientId,
      type: EventType.PaymentMethodUpsert,
      payload: { id: method.id },
    });
    return { id: mandate.id, reference: mandate.reference, documentUrl: mandateDocumentUrl(mandate.id) };
  });
};
