import { CarrierFailureReason, CarrierMessage } from '@shipdeck/domain/carriers/carrier-failures';
import {
  cleanOrderMessages,
  ORDER_ERROR_MESSAGES,
  OrderErrorHandling,
  orderErrorHandlingOf,
} from '@shipdeck/domain/orders/rules/order-error-handling';
import type { TFunction } from 'i18next';
import { DEFAULT_ERROR_KEY, isApiError } from '../../../shared/api/api-error.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';

/** One message of an order error: its key (or the server's own text) and the field it names. */
export type OrderErrorMessage = { key: string; field?: string };

export type OrderErrorAction = {
  handling: OrderErrorHandling;
  /** Message keys to show (merged with line breaks when several). */
  messageKeys: string[];
  /** The field the first field error names. */
  field?: string;
  /** Every message with its own field, for a text per field error. */
  messages: OrderErrorMessage[];
};

/** What the checkout does with a failed order request. */
export const orderErrorAction = (error: unknown): OrderErrorAction => {
  if (!isApiError(error) || error.status === 0)
    return {
      handling: OrderErrorHandling.ServerRequestError,
      messageKeys: ['checkout.payment.error.server-request'],
      messages: [{ key: 'checkout.payment.error.server-request' }],
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
  const messages = error.messages.map((message): OrderErrorMessage => {
    const mapping = ORDER_ERROR_MESSAGES[message.error_code];
    // The server's own key is the most precise text (a carrier reason, a card error); the
    // catalogue's key stands in when this build has none.
    const key =
      message.message && message.message !== DEFAULT_ERROR_KEY
        ? message.message
        : (mapping?.messageKey ?? DEFAULT_ERROR_KEY);
    return mapping?.isField && message.field ? { key, field: message.field } : { key };
  });
  const firstMapping = isKnownCode ? ORDER_ERROR_MESSAGES[code] : undefined;
  return {
    handling,
    messageKeys: [...new Set(messages.map((message) => message.key))],
    field: firstMapping?.isField ? first?.field : undefined,
    messages,
  };
};

/** A field path as the seller knows it ("payment.nonce" → "Payment details"); "This field" otherwise. */
export const orderFieldName = (t: TFunction, field: string): string => {
  // Items of a list are named by the list ("shipments.0" → shipments).
  const key = `checkout.payment.fields.${field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('-')}`;
  const dynamicT = t as unknown as (key: string) => string;
  return i18n.exists(key) ? dynamicT(key) : t('form.this-field');
};

/** A message key is translated; a text the server wrote itself (a carrier's reason) is shown as it is. */
const isMessageKey = (text: string) => /^[a-z][\w-]*(\.[\w-]+)+$/.test(text);

/**
 * The texts of order errors as the seller reads them: each field error names its own field and
 * rule, a server's own text loses its 'Reason:' and shipment reference prefixes, and the same text
 * twice is shown once.
 */
export const orderMessagesText = (t: TFunction, messages: readonly OrderErrorMessage[]): string =>
  cleanOrderMessages(
    messages.map(({ key, field }) =>
      isMessageKey(key) || i18n.exists(key)
        ? translateMessageKey(t, key, field === undefined ? undefined : orderFieldName(t, field))
        : key,
    ),
  );

export { cleanOrderMessages, OrderErrorHandling };
