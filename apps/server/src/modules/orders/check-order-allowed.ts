import type { CreateOrderRequest } from '@shipdeck/domain/orders/orders.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getBillingClient } from '../billing-client/index.ts';
import { isPhoneVerificationRequired } from '../phone-verification/index.ts';
import { alreadyReceived, fieldError } from './order-errors.ts';
import { ordersRepository } from './orders.repository.ts';

/** Request checks the schema cannot word with the order's field error codes (MustNotBeEmptyField …). */
const checkFields = (input: CreateOrderRequest) => {
  if (input.shipments.length === 0)
    throw fieldError('MustNotBeEmptyField', 'shipments', 'form.error.must-not-be-empty');
  if (input.idempotencyKey.length !== 36)
    throw fieldError('SizeNotEqualsField', 'idempotencyKey', 'form.error.size-not-equals');
  if (input.orderCustomReference !== undefined && input.orderCustomReference.trim() === '')
    throw fieldError('MustNotBeBlankField', 'orderCustomReference', 'form.error.must-not-be-blank');
  if ((input.payment.type === 'DEFERRED') !== (input.payment.method === 'deferred'))
    throw fieldError('ErrorField', 'payment.type', 'payment.error.type-method-mismatch');
};

/**
 * Before any shipment is looked at: the request is well formed, the client may buy (phone verified
 * where required, invoicing details given) and this order was not received already.
 */
export const checkOrderAllowed = async (options: {
  db: Db;
  auth: AuthContext;
  input: CreateOrderRequest;
}) => {
  const { db, auth, input } = options;
  checkFields(input);
  if (await isPhoneVerificationRequired(db, auth))
    throw new AppError({
      code: 'ClientNotAuthorized',
      status: 403,
      messageKey: 'error.purchase-not-allowed',
    });
  if (!(await getBillingClient(db, auth.clientId)))
    throw new AppError({
      code: 'MissingTaxInformation',
      status: 422,
      messageKey: 'payment.error.missing-tax-information',
    });
  const seen = await ordersRepository.findByKey(db, auth.clientId, input.idempotencyKey);
  if (seen) throw alreadyReceived(seen.reference);
};
