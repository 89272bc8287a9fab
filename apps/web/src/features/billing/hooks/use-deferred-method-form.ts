import {
  type DEFERRED_INSTRUMENT_METHODS,
  DEFERRED_VERIFICATION_AMOUNT,
} from '@shipdeck/domain/payments/payments.schema';
import { type CardErrors, type CardField, cardErrorsOf } from '@shipdeck/domain/payments/rules/card-details';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showInfoToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import {
  type Card,
  completePayPal,
  completeThreeDSecure,
  PAYPAL_RETURN_PARAMS,
  registerPaymentMethod,
  startPayPal,
  startThreeDSecure,
  tokenize,
} from '../../payment/index.ts';
import { deferredPaymentKeys } from '../api/billing-keys.ts';

export type DeferredMethod = (typeof DEFERRED_INSTRUMENT_METHODS)[number];
/** The deferred payment form's states: closed, open, loading. */
export type DeferredFormState = 'closed' | 'open' | 'loading';

const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvv'];
const EMPTY_CARD: Card = { number: '', expiry: '', cvv: '' };

/** The card fields a gateway refusal names (`card.number` …): a typo stays on the form. */
const cardFieldErrorsOf = (error: unknown): CardErrors | null => {
  if (!isApiError(error)) return null;
  const errors: CardErrors = {};
  for (const message of error.messages) {
    const field = message.field?.replace(/^card\./, '') as CardField | undefined;
    if (field && message.field?.startsWith('card.') && CARD_FIELDS.includes(field))
      errors[field] = message.message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
};

/**
 * Setting or changing the instrument behind deferred payment: a 3-D Secure card (the challenge is
 * for the 0.01 verification) or PayPal (the approval round trip comes back to this page). A failure
 * shows the provider's message in a toast and closes the form.
 */
export const useDeferredMethodForm = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<DeferredFormState>('closed');
  const [method, setMethod] = useState<DeferredMethod>('creditcard3dsecure');
  const [card, setCardValues] = useState<Card>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [challenge, setChallenge] = useState<{ id: string } | null>(null);
  const [code, setCode] = useState('');
  const payPalHandled = useRef(false);

  const close = () => {
    setState('closed');
    setChallenge(null);
    setCardValues(EMPTY_CARD);
    setCardErrors({});
  };
  const fail = (error: unknown) => {
    showErrorToast(apiErrorText(t, error));
    close();
  };
  const save = async (savedMethod: DeferredMethod, nonce: string) => {
    await registerPaymentMethod({ type: 'DEFERRED', method: savedMethod, nonce });
    await queryClient.invalidateQueries({ queryKey: deferredPaymentKeys.all });
    showSuccessToast(t('settings.payment.saved'));
    close();
  };

  // Back from PayPal's approval page on this tab: the verification was approved (or cancelled). Runs
  // once per return (the ref), whatever else changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks are read at the return only
  useEffect(() => {
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
    setMethod('paypal');
    setState('loading');
    completePayPal({ paymentId, token, PayerID })
      .then(({ nonce }) => save('paypal', nonce))
      .catch(fail);
  }, [searchParams]);

  const submit = async () => {
    if (method === 'paypal') {
      setState('loading');
      try {
        const { approveUrl } = await startPayPal({
          amount: DEFERRED_VERIFICATION_AMOUNT,
          returnPath: pathname,
        });
        window.location.assign(approveUrl);
      } catch (error) {
        fail(error);
      }
      return;
    }
    const typos = cardErrorsOf(card, new Date());
    setCardErrors(typos);
    if (Object.keys(typos).length > 0) return;
    setState('loading');
    try {
      const { nonce } = await tokenize({ method: 'creditcard3dsecure', card });
      const { challengeId } = await startThreeDSecure({ nonce, amount: DEFERRED_VERIFICATION_AMOUNT });
      setCode('');
      setChallenge({ id: challengeId });
    } catch (error) {
      const refused = cardFieldErrorsOf(error);
      if (!refused) return fail(error);
      setCardErrors(refused);
      setState('open');
    }
  };

  const confirmChallenge = async () => {
    if (!challenge) return;
    try {
      const { nonce } = await completeThreeDSecure(challenge.id, code);
      setChallenge(null);
      await save('creditcard3dsecure', nonce);
    } catch (error) {
      fail(error);
    }
  };

  return {
    state,
    open: () => setState('open'),
    close,
    method,
    setMethod,
    card,
    setCard: (next: Card) => {
      setCardErrors((errors) => {
        const kept = { ...errors };
        for (const field of CARD_FIELDS) if (next[field] !== card[field]) delete kept[field];
        return kept;
      });
      setCardValues(next);
    },
    cardErrors,
    challenge,
    code,
    setCode,
    confirmChallenge,
    submit,
  };
};

export type DeferredMethodForm = ReturnType<typeof useDeferredMethodForm>;
