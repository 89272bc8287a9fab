import type { PaymentMethodKind } from '@shipdeck/domain/payments/payments.schema';
import { type CardErrors, type CardField, cardErrorsOf } from '@shipdeck/domain/payments/rules/card-details';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showInfoToast } from '../../../shared/toasts/toasts.ts';
import { type CreateOrderResponse, createOrder } from '../api/create-order.ts';
import { useAvailableMethods } from '../api/get-available-methods.ts';
import { savedMethodsQueryOptions, useSavedMethods } from '../api/get-saved-methods.ts';
import { registerPaymentMethod } from '../api/register-payment-method.ts';
import {
  type Card as CardDetails,
  completePayPal,
  completeThreeDSecure,
  startPayPal,
  startThreeDSecure,
  tokenize,
} from '../api/sandbox-payments.ts';
import {
  type OrderErrorAction,
  OrderErrorHandling,
  orderErrorAction,
  orderMessagesText,
} from '../rules/order-error.ts';
import { PAYPAL_RETURN_PARAMS } from '../rules/paypal-return.ts';

/** A choice in the method list: a kind paid with fresh details, or a stored method by id. */
export type PaymentChoice = { kind: PaymentMethodKind; savedId?: string };

const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvv'];

const isKindOffered = (kind: PaymentMethodKind, kinds: readonly PaymentMethodKind[] | undefined) =>
  !kinds || kinds.includes(kind);

/** The card field a gateway refusal names (`card.number` …), with its message key. */
const cardFieldErrorOf = (error: unknown): CardErrors | null => {
  if (!isApiError(error)) return null;
  const errors: CardErrors = {};
  for (const message of error.messages) {
    const field = message.field?.replace(/^card\./, '') as CardField | undefined;
    if (field && CARD_FIELDS.includes(field) && message.field?.startsWith('card.'))
      errors[field] = message.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
};

/** What a caller does with an order error it handles itself; `text` is the translated message. */
export type OrderErrorHandler = (context: {
  action: OrderErrorAction;
  error: unknown;
  text: string;
  /** Shows the text in a toast and in the error box, as the shared handling does. */
  showError: (text: string) => void;
}) => void | Promise<void>;

export type OrderPaymentOptions = {
  /** The shipments the order buys. */
  references: string[];
  /** Order total in minor units: what 3-D Secure and PayPal are asked to approve. */
  amount: number;
  isFree: boolean;
  /** Own-contract shipments only, with a stored method: paid under the seller's contract. */
  isOwnContractOnly: boolean;
  isTermsRequired: boolean;
  /** Where PayPal sends the seller back (a path of this app). */
  payPalReturnPath: string;
  /** Keeps what must survive the PayPal round trip, just before the page is left. */
  onLeaveForPayPal?: () => void;
  /** Whether a PayPal return found in the URL is this payment's to complete (default: yes). */
  isPayPalReturnOwned?: boolean;
  onOrdered: (order: CreateOrderResponse) => void | Promise<void>;
  /**
   * Order-error handling a caller does itself (back to a step, an error page …). Without a handler,
   * a 403 is ignored and every other error shows a toast and the error box.
   */
  errorHandlers?: Partial<Record<OrderErrorHandling, OrderErrorHandler>>;
  /**
   * Pays something other than shipments (a plan): called with the method instead of creating an
   * order; its errors are shown as an order's are.
   */
  placePayment?: (payment: PlacedPayment) => Promise<void>;
  /** Only these methods are offered, stored ones included (default: every method the gateway offers). */
  methodKinds?: readonly PaymentMethodKind[];
  /** A recurring payment: a card is always stored (no "keep my card" choice). */
  isCardAlwaysKept?: boolean;
};

/** How a payment is made: fresh details as a nonce, or a stored method by id. */
export type PlacedPayment = { method: PaymentMethodKind; nonce?: string; paymentMethodId?: string };

/**
 * Paying an order, shared by the checkout and the bulk payment:
 * the method choice with stored methods and the Bancontact preference, free and own-contract
 * orders, a card through 3-D Secure, the PayPal round trip, invoice payment, carrier terms, one
 * idempotency key per attempt and the order errors mapped to messages.
 */
export const useOrderPayment = (options: OrderPaymentOptions) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const available = useAvailableMethods();
  const saved = useSavedMethods();
  const [choice, setChoice] = useState<PaymentChoice | null>(null);
  const [card, setCardValues] = useState<CardDetails>({ number: '', expiry: '', cvv: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [isKeepingCard, setIsKeepingCard] = useState(false);
  // A corrected field loses its error; the others keep theirs until the next attempt.
  const setCard = (next: CardDetails) => {
    const changed = CARD_FIELDS.filter((field) => next[field] !== card[field]);
    setCardErrors((errors) => {
      const kept = { ...errors };
      for (const field of changed) delete kept[field];
      return kept;
    });
    setCardValues(next);
  };
  const [challenge, setChallenge] = useState<{ id: string; nonce: string } | null>(null);
  const [code, setCode] = useState('');
  const [isPaying, setIsPaying] = useState(false);
  const [errorBox, setErrorBox] = useState<string>();
  const [isTermsAccepted, setIsTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  // One key per order attempt: the same attempt sent twice is one order; a new attempt after a
  // failure (another card) gets a new key.
  const idempotencyKey = useRef(crypto.randomUUID());
  const payPalHandled = useRef(false);
  // The latest options, so that callbacks stay stable while the caller re-renders.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Payment method defaults: the stored method used last (a kept card is paid with
  // again without typing it), else Bancontact when it was the last method, else the first offered.
  useEffect(() => {
    if (choice || !available.data || saved.isLoading) return;
    const offered = new Set(
      available.data.methods.map((m) => m.method).filter((kind) => isKindOffered(kind, options.methodKinds)),
    );
    const lastUsed = saved.data?.find((method) => method.isLastUsed && offered.has(method.method));
    if (lastUsed) {
      setChoice({ kind: lastUsed.method, savedId: lastUsed.id });
      return;
    }
    const preferred = [available.data.preferred, ...offered].find((kind) => kind && offered.has(kind));
    if (preferred) setChoice({ kind: preferred });
  }, [available.data, saved.isLoading, saved.data, choice, options.methodKinds]);

  const showError = useCallback((text: string) => {
    showErrorToast(text);
    setErrorBox(text);
  }, []);

  const handleOrderError = useCallback(
    async (error: unknown) => {
      idempotencyKey.current = crypto.randomUUID();
      const action = orderErrorAction(error);
      const text =
        action.handling === OrderErrorHandling.ServerRequestError
          ? t('checkout.payment.error.server-request')
          : orderMessagesText(t, action.messages);
      const handler = optionsRef.current.errorHandlers?.[action.handling];
      if (handler) {
        await handler({ action, error, text, showError });
        return;
      }
      if (action.handling === OrderErrorHandling.Ignore) return;
      showError(text);
    },
    [showError, t],
  );

  const placeOrder = useCallback(
    async (payment: PlacedPayment) => {
      const { placePayment } = optionsRef.current;
      if (placePayment) {
        await placePayment(payment);
        return;
      }
      const order = await createOrder({
        shipments: optionsRef.current.references,
        payment: { ...payment, type: payment.method === 'deferred' ? 'DEFERRED' : 'DIRECT' },
        carriersTermsAndConditions: true,
        idempotencyKey: idempotencyKey.current,
      });
      const failed = order.shipments.filter((s) => !s.status);
      if (failed.length === order.shipments.length && failed[0]) {
        idempotencyKey.current = crypto.randomUUID();
        showError(
          orderMessagesText(
            t,
            failed.map((line) => ({ key: line.message ?? 'error.default' })),
          ),
        );
        return;
      }
      await optionsRef.current.onOrdered(order);
    },
    [showError, t],
  );

  const isPayPalReturnOwned = options.isPayPalReturnOwned ?? true;
  // Back from PayPal's approval page: three query parameters say the payment was approved.
  useEffect(() => {
    if (!isPayPalReturnOwned) return;
    if (searchParams.get('paypal') === 'cancelled') {
      showInfoToast(t('checkout.payment.paypal-cancelled'));
      setSearchParams({}, { replace: true });
      return;
    }
    const values = PAYPAL_RETURN_PARAMS.map((name) => searchParams.get(name));
    if (values.some((value) => !value) || payPalHandled.current) return;
    payPalHandled.current = true;
    const [paymentId = '', token = '', PayerID = ''] = values as string[];
    setSearchParams({}, { replace: true });
    setIsPaying(true);
    completePayPal({ paymentId, token, PayerID })
      .then(({ nonce }) => placeOrder({ method: 'paypal', nonce }))
      .catch(handleOrderError)
      .finally(() => setIsPaying(false));
  }, [isPayPalReturnOwned, searchParams, setSearchParams, placeOrder, handleOrderError, t]);

  const pay = async () => {
    const current = optionsRef.current;
    setErrorBox(undefined);
    if (current.isTermsRequired && !isTermsAccepted) {
      setTermsError(translateMessageKey(t, 'form.error.carriers-terms'));
      return;
    }
    const method: PaymentChoice = current.isFree
      ? { kind: 'free' }
      : current.isOwnContractOnly
        ? { kind: 'owncontract' }
        : (choice ?? { kind: 'creditcard3dsecure' });
    setIsPaying(true);
    try {
      if (method.kind === 'free' || method.kind === 'owncontract') {
        await placeOrder({ method: method.kind });
      } else if (method.savedId) {
        await placeOrder({ method: method.kind, paymentMethodId: method.savedId });
      } else if (method.kind === 'creditcard3dsecure' || method.kind === 'creditcard') {
        // A typo stays on the form, on its field, as a real gateway's card fields keep it.
        const typos = cardErrorsOf(card, new Date());
        setCardErrors(typos);
        if (Object.keys(typos).length > 0) return;
        let nonce: string;
        try {
          ({ nonce } = await tokenize({ method: 'creditcard3dsecure', card }));
        } catch (caught) {
          const refused = cardFieldErrorOf(caught);
          if (!refused) throw caught;
          setCardErrors(refused);
          return;
        }
        // A card always goes through 3-D Secure.
        const { challengeId } = await startThreeDSecure({ nonce, amount: current.amount });
        setCode('');
        setChallenge({ id: challengeId, nonce });
      } else if (method.kind === 'paypal') {
        const { approveUrl } = await startPayPal({
          amount: current.amount,
          returnPath: current.payPalReturnPath,
        });
        current.onLeaveForPayPal?.();
        window.location.assign(approveUrl);
      } else {
        const { nonce } = await tokenize({ method: method.kind });
        await placeOrder({ method: method.kind, nonce });
      }
    } catch (caught) {
      await handleOrderError(caught);
    } finally {
      setIsPaying(false);
    }
  };

  const confirmChallenge = async () => {
    if (!challenge) return;
    setIsPaying(true);
    try {
      const { nonce } = await completeThreeDSecure(challenge.id, code);
      setChallenge(null);
      if (isKeepingCard || optionsRef.current.isCardAlwaysKept) {
        // Kept with the seller's consent, then paid with as the stored card it now is.
        const { id } = await registerPaymentMethod({ type: 'DIRECT', method: 'creditcard3dsecure', nonce });
        await queryClient.invalidateQueries({ queryKey: savedMethodsQueryOptions().queryKey });
        await placeOrder({ method: 'creditcard3dsecure', paymentMethodId: id });
      } else await placeOrder({ method: 'creditcard3dsecure', nonce });
    } catch (caught) {
      setChallenge(null);
      await handleOrderError(caught);
    } finally {
      setIsPaying(false);
    }
  };

  const methods = (available.data?.methods ?? []).filter(
    (m) =>
      isKindOffered(m.method, options.methodKinds) &&
      m.method !== 'free' &&
      m.method !== 'owncontract' &&
      (m.method !== 'deferred' || available.data?.isDeferredEligible),
  );
  const isCard =
    !options.isFree &&
    !options.isOwnContractOnly &&
    !choice?.savedId &&
    (choice?.kind === 'creditcard3dsecure' || choice?.kind === 'creditcard');

  return {
    isFree: options.isFree,
    isOwnContractOnly: options.isOwnContractOnly,
    isTermsRequired: options.isTermsRequired,
    savedMethods: (saved.data ?? []).filter((method) => isKindOffered(method.method, options.methodKinds)),
    isCardAlwaysKept: options.isCardAlwaysKept ?? false,
    methods,
    choice,
    setChoice,
    isCard,
    card,
    setCard,
    cardErrors,
    isKeepingCard,
    keepCard: setIsKeepingCard,
    challenge,
    code,
    setCode,
    cancelChallenge: () => setChallenge(null),
    confirmChallenge,
    isTermsAccepted,
    acceptTerms: (isAccepted: boolean) => {
      setIsTermsAccepted(isAccepted);
      setTermsError(undefined);
    },
    termsError,
    isPaying,
    errorBox,
    pay,
  };
};

export type OrderPayment = ReturnType<typeof useOrderPayment>;
