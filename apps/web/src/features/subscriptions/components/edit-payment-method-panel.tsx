import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { showSuccessToast } from '../../../shared/toasts/toasts.ts';
import {
  PaymentForm,
  type PlacedPayment,
  registerPaymentMethod,
  useOrderPayment,
} from '../../payment/index.ts';
import { editSubscription } from '../api/edit-subscription.ts';
import { subscriptionKeys } from '../api/subscription-keys.ts';

const PLAN_METHODS = ['creditcard3dsecure', 'paypal'] as const;

/** An error shown with its message key, as the payment form shows a payment's. */
const failure = (messageKey: string) => new ApiError(422, [{ error_code: 'Default', message: messageKey }]);

/**
 * Stores the new payment details (a card is stored by the payment form itself, which shows why a
 * refused one was refused), then points the subscription at them. Missing details are
 * error.payment.verification, a PayPal account that cannot be stored the unknown-error message, a
 * refused edit error.payment.setup.
 */
const useEditPayment = (onSaved: () => void) => {
  const queryClient = useQueryClient();
  return async ({ method, nonce, paymentMethodId }: PlacedPayment) => {
    if (!paymentMethodId && !nonce) throw failure('error.payment.verification');
    let id = paymentMethodId;
    if (!id) {
      try {
        id = (await registerPaymentMethod({ type: 'DIRECT', method, nonce: nonce! })).id;
      } catch {
        throw failure('error.default');
      }
    }
    try {
      queryClient.setQueryData(subscriptionKeys.current(), await editSubscription({ paymentMethodId: id }));
    } catch {
      throw failure('error.payment.setup');
    }
    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.current() });
    onSaved();
  };
};

const EditPaymentForm = ({ amount, onClose }: { amount: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const placePayment = useEditPayment(() => {
    showSuccessToast(t('subscriptions.edit-payment.saved'));
    onClose();
  });
  const payment = useOrderPayment({
    references: [],
    amount,
    isFree: false,
    isOwnContractOnly: false,
    isTermsRequired: false,
    payPalReturnPath: location.pathname,
    onOrdered: () => undefined,
    placePayment,
    methodKinds: PLAN_METHODS,
    isCardAlwaysKept: true,
    // A PayPal return on the subscription page belongs to the upgrade.
    isPayPalReturnOwned: false,
  });
  return (
    <PaymentForm
      payment={payment}
      carrierNames={[]}
      isPayDisabled={payment.isPaying}
      payLabel={t('subscriptions.edit-payment.save')}
    />
  );
};

/** The subscription page's panel to pay the next billings another way. */
export const EditPaymentMethodPanel = ({
  opened,
  onClose,
  nextAmount,
}: {
  opened: boolean;
  onClose: () => void;
  /** What the next billing costs: what a card's 3-D Secure check approves. */
  nextAmount: number;
}) => {
  const { t } = useTranslation();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t('subscriptions.edit-payment.title')}>
      {opened ? <EditPaymentForm amount={nextAmount} onClose={onClose} /> : null}
    </SidePanel>
  );
};
