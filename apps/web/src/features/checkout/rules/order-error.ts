import { CarrierFailureReason, CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import {
  cleanOrderMessages,
  ORDER_ERROR_MESSAGES,
  OrderErrorHandling,
  orderErrorHandlingOf,
} from '@shipdeck/domain/orders/rules/order-error-handling';
import { DEFAULT_ERROR_KEY, isApiError } from '../../../shared/api/api-error.ts';

export type OrderErrorAction = {
  handling: OrderErrorHandling;
  /** Message keys to show (merged with line breaks when several). */
  messageKeys: string[];
  /** The field a field error names, for the 'please check data' text. */
  field?: string;
};

/** Spec 2 §8 "Order creation handling": what the checkout does with a failed order request. */
export const orderErrorAction = (error: unknown): OrderErrorAction => {
  if (!isApiError(error) || error.status === 0)
    return {
      handling: OrderErrorHandling.ServerRequestError,
      messageKeys: ['checkout.payment.error.server-request'],
    };
  const first = error.messages[0];
  const code = first?.error_code;
  const isKnownCode = code !== undefined && code in ORDER_ERROR_MESSAGES;
  // The envelope names the carrier's reason through its message key.
  const reason =
    first?.message === CarrierMessage[CarrierFailureReason.serviceNotAvailable]
      ? CarrierFailureReason.serviceNotAvailable
      : undefined;
  const handling = orderErrorHandlingOf({
    status: error.status,
    code: isKnownCode ? code : undefined,
    reason,
  });
  const mapping = isKnownCode ? ORDER_ERROR_MESSAGES[code] : undefined;
  const messageKeys = [
    ...new Set(
      error.messages.map((message) =>
        // The server's own key is the most precise text (a carrier reason, a card error); the
        // catalogue's key stands in when this build has none.
        message.message && message.message !== DEFAULT_ERROR_KEY
          ? message.message
          : (mapping?.messageKey ?? DEFAULT_ERROR_KEY),
      ),
    ),
  ];
  return { handling, messageKeys, field: mapping?.isField ? first?.field : undefined };
};

export { cleanOrderMessages, OrderErrorHandling };
