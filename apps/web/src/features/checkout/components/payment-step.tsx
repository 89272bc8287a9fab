import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { requiresCarrierTerms } from '@shipdeck/domain/orders/rules/carrier-terms';
import type { PaymentMethodKind } from '@shipdeck/domain/payments/payments.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast, showInfoToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { createOrder } from '../api/create-order.ts';
import { useAvailableMethods } from '../api/get-available-methods.ts';
import { useBillingClient } from '../api/get-billing-client.ts';
import { usePhoneStatus } from '../api/get-phone-status.ts';
import { usePrice } from '../api/get-price.ts';
import { useSavedMethods } from '../api/get-saved-methods.ts';
import { shipmentQueryOptions } from '../api/get-shipment.ts';
import {
  type Card as CardDetails,
  completePayPal,
  completeThreeDSecure,
  startPayPal,
  startThreeDSecure,
  tokenize,
} from '../api/sandbox-payments.ts';
import { useUpdateProducts } from '../api/update-products.ts';
import { OrderErrorHandling, orderErrorAction } from '../rules/order-error.ts';
import { ExtrasForm } from './extras-form.tsx';
import { InvoiceCard } from './invoice-card.tsx';
import { PhoneVerification } from './phone-verification.tsx';
import { PriceSummary } from './price-summary.tsx';

/** A choice in the method list: a kind paid with fresh details, or a stored method by id. */
type Choice = { kind: PaymentMethodKind; savedId?: string };
const choiceValue = (choice: Choice) => (choice.savedId ? `saved:${choice.savedId}` : choice.kind);

const PAYPAL_RETURN = ['paymentId', 'token', 'PayerID'] as const;

/** Step 5 (spec 2 §4 "Manual checkout", §8): price, extras, voucher, carrier terms and payment. */
export const PaymentStep = ({ draft }: { draft: ShipmentView }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = usePrivatePaths();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const reference = draft.reference;
  const price = usePrice(reference);
  const update = useUpdateProducts(reference);
  const available = useAvailableMethods();
  const saved = useSavedMethods();
  const billing = useBillingClient();
  const phone = usePhoneStatus();
  const [isExtrasValid, setIsExtrasValid] = useState(true);
  const [voucher, setVoucher] = useState('');
  const [isTermsAccepted, setIsTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvv: '' });
  const [challenge, setChallenge] = useState<{ id: string; nonce: string } | null>(null);
  const [code, setCode] = useState('');
  const [isPaying, setIsPaying] = useState(false);
  const [errorBox, setErrorBox] = useState<string>();
  // One key per order attempt: the same attempt sent twice is one order; a new attempt after a
  // failure (another card) gets a new key.
  const idempotencyKey = useRef(crypto.randomUUID());
  const paypalHandled = useRef(false);

  const details = price.data?.shipmentsPriceDetails[0];
  const errorRef = useRef<HTMLDivElement>(null);
  // Spec 2 §4: the seller sees why the payment failed, wherever the page was scrolled to.
  useEffect(() => {
    if (errorBox) errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [errorBox]);
  const total = price.data?.totalPrice.totalPrice ?? 0;
  const isFree = price.data !== undefined && total === 0;
  // Spec 2 §4: own-contract shipments are paid to the carrier under the seller's contract, once a
  // stored method exists.
  const isOwnContractOnly = details?.isOwnContract === true && (saved.data?.length ?? 0) > 0;

  const isTermsRequired = requiresCarrierTerms([draft.data.service?.carrierId ?? '']);
  // Spec 1 §6: the one-time code is asked only when its status is active and the client is not verified.
  const isPhoneRequired = phone.data?.active === true && !phone.data.verified;
  const isBillingMissing = billing.data === null;
  const onValidity = useCallback((isValid: boolean) => setIsExtrasValid(isValid), []);

  // Spec 2 §4 payment method defaults: Bancontact when it was the last method, else the first offered.
  useEffect(() => {
    if (choice || !available.data) return;
    const preferred = available.data.preferred ?? available.data.methods[0]?.method;
    if (preferred) setChoice({ kind: preferred });
  }, [available.data, choice]);

  const handleOrderError = useCallback(
    async (error: unknown) => {
      idempotencyKey.current = crypto.randomUUID();
      const action = orderErrorAction(error);
      const text = action.messageKeys.map((key) => translateMessageKey(t, key, action.field)).join('\n');
      switch (action.handling) {
        case OrderErrorHandling.Ignore:
          return;
        case OrderErrorHandling.ServerRequestError:
          showErrorToast(t('checkout.payment.error.server-request'));
          setErrorBox(t('checkout.payment.error.server-request'));
          return;
        case OrderErrorHandling.ToastOnly:
          showErrorToast(text);
          setErrorBox(text);
          return;
        case OrderErrorHandling.BackToService:
          showErrorToast(text);
          navigate(paths.checkoutStep('service', reference));
          return;
        case OrderErrorHandling.AlreadyPaidCheck: {
          try {
            const fresh = await queryClient.fetchQuery({ ...shipmentQueryOptions(reference), staleTime: 0 });
            if (/^(AWAITING_COMPLETION|READY_TO_PURCHASE)/.test(fresh.state)) {
              showErrorToast(t('checkout.payment.error.server-request'));
              navigate(paths.inbox('all'));
            } else {
              navigate(paths.shipmentDetails(reference));
            }
          } catch (caught) {
            showErrorToast(apiErrorText(t, caught));
            navigate(paths.inbox('all'));
          }
          return;
        }
        default:
          showErrorToast(text);
          navigate(paths.checkoutStep('address', reference));
      }
    },
    [navigate, paths, queryClient, reference, t],
  );

  const placeOrder = useCallback(
    async (payment: { method: PaymentMethodKind; nonce?: string; paymentMethodId?: string }) => {
      const order = await createOrder({
        shipments: [reference],
        payment: { ...payment, type: payment.method === 'deferred' ? 'DEFERRED' : 'DIRECT' },
        carriersTermsAndConditions: true,
        idempotencyKey: idempotencyKey.current,
      });
      const failed = order.shipments.find((s) => !s.status);
      if (failed) {
        idempotencyKey.current = crypto.randomUUID();
        const text = translateMessageKey(t, failed.message ?? 'error.default');
        showErrorToast(text);
        setErrorBox(text);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: shipmentQueryOptions(reference).queryKey });
      navigate(paths.shipmentDetails(reference));
    },
    [navigate, paths, queryClient, reference, t],
  );

  // Back from PayPal's approval page: three query parameters say the payment was approved.
  useEffect(() => {
    const values = PAYPAL_RETURN.map((name) => searchParams.get(name));
    if (searchParams.get('paypal') === 'cancelled') {
      showInfoToast(t('checkout.payment.paypal-cancelled'));
      setSearchParams({}, { replace: true });
      return;
    }
    if (values.some((value) => !value) || paypalHandled.current) return;
    paypalHandled.current = true;
    const [paymentId = '', token = '', PayerID = ''] = values as string[];
    setSearchParams({}, { replace: true });
    setIsPaying(true);
    completePayPal({ paymentId, token, PayerID })
      .then(({ nonce }) => placeOrder({ method: 'paypal', nonce }))
      .catch(handleOrderError)
      .finally(() => setIsPaying(false));
  }, [searchParams, setSearchParams, placeOrder, handleOrderError, t]);

  const pay = async () => {
    setErrorBox(undefined);
    if (isTermsRequired && !isTermsAccepted) {
      setTermsError(translateMessageKey(t, 'form.error.carriers-terms'));
      return;
    }
    const method: Choice = isFree
      ? { kind: 'free' }
      : isOwnContractOnly
        ? { kind: 'owncontract' }
        : (choice ?? { kind: 'creditcard3dsecure' });
    setIsPaying(true);
    try {
      if (method.kind === 'free' || method.kind === 'owncontract') {
        await placeOrder({ method: method.kind });
      } else if (method.savedId) {
        await placeOrder({ method: method.kind, paymentMethodId: method.savedId });
      } else if (method.kind === 'creditcard3dsecure' || method.kind === 'creditcard') {
        // Spec 2 §4: a card always goes through 3-D Secure.
        const { nonce } = await tokenize({ method: 'creditcard3dsecure', card });
        const { challengeId } = await startThreeDSecure({ nonce, amount: total });
        setCode('');
        setChallenge({ id: challengeId, nonce });
      } else if (method.kind === 'paypal') {
        const { approveUrl } = await startPayPal({ amount: total, returnPath: location.pathname });
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
      await placeOrder({ method: 'creditcard3dsecure', nonce });
    } catch (caught) {
      setChallenge(null);
      await handleOrderError(caught);
    } finally {
      setIsPaying(false);
    }
  };

  const applyVoucher = async (next: string | null) => {
    try {
      await update.mutateAsync({ voucher: next });
      if (next === null) setVoucher('');
    } catch (caught) {
      showErrorToast(apiErrorText(t, caught));
    }
  };

  if (price.isLoading) return <LoadingState />;
  if (price.isError || !price.data || !details)
    return (
      <ErrorState
        message={`${t('checkout.payment.error.price')} ${t('checkout.payment.error.subtitle')}`}
        onRetry={() => price.refetch()}
      />
    );

  const methods = (available.data?.methods ?? []).filter(
    (m) =>
      m.method !== 'free' &&
      m.method !== 'owncontract' &&
      (m.method !== 'deferred' || available.data?.isDeferredEligible),
  );
  const isCard =
    !isFree && !choice?.savedId && (choice?.kind === 'creditcard3dsecure' || choice?.kind === 'creditcard');

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <Card withBorder component="section" aria-label={t('checkout.extras.title')}>
            <Title order={3} size="h5" mb="sm">
              {t('checkout.extras.title')}
            </Title>
            <ExtrasForm
              details={details}
              contentValue={draft.data.content.value}
              onChange={(input) => update.mutate(input)}
              onValidity={onValidity}
            />
          </Card>
          {details.availableProducts.allowsVoucher ? (
            <Card withBorder component="section" aria-label={t('checkout.voucher.title')}>
              <Title order={3} size="h5" mb="sm">
                {t('checkout.voucher.title')}
              </Title>
              {details.selection.voucher ? (
                <Group justify="space-between">
                  <Text size="sm">{t('checkout.voucher.applied', { code: details.selection.voucher })}</Text>
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => void applyVoucher(null)}
                    loading={update.isPending}
                  >
                    {t('checkout.voucher.remove')}
                  </Button>
                </Group>
              ) : (
                <Group align="flex-end">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('checkout.voucher.code')}
                    value={voucher}
                    onChange={(event) => setVoucher(event.currentTarget.value)}
                  />
                  <Button
                    variant="light"
                    disabled={!voucher.trim()}
                    loading={update.isPending}
                    onClick={() => void applyVoucher(voucher.trim())}
                  >
                    {t('checkout.voucher.apply')}
                  </Button>
                </Group>
              )}
            </Card>
          ) : null}
        </Stack>
        <Stack gap="md">
          <Card withBorder component="section">
            <Title order={3} size="h5" mb="sm">
              {t('checkout.payment.summary')}
            </Title>
            <PriceSummary price={price.data} />
          </Card>
          <Card withBorder component="section" aria-label={t('checkout.invoice.title')}>
            <Title order={3} size="h5" mb="sm">
              {t('checkout.invoice.title')}
            </Title>
            {billing.isLoading ? <LoadingState /> : null}
            {billing.isError ? <ErrorState onRetry={() => billing.refetch()} /> : null}
            {billing.data !== undefined ? <InvoiceCard billing={billing.data} /> : null}
          </Card>
          {isPhoneRequired ? (
            <Card withBorder component="section" aria-label={t('checkout.phone.title')}>
              <Title order={3} size="h5" mb="sm">
                {t('checkout.phone.title')}
              </Title>
              <PhoneVerification initialPhone={phone.data?.phone ?? null} />
            </Card>
          ) : null}
          <Card withBorder component="section" aria-label={t('checkout.payment.method')}>
            <Title order={3} size="h5" mb="sm">
              {t('checkout.payment.method')}
            </Title>
            {isFree || isOwnContractOnly ? (
              <Text size="sm">{t(isFree ? 'checkout.payment.free' : 'checkout.payment.own-contract')}</Text>
            ) : (
              <Radio.Group
                value={choice ? choiceValue(choice) : null}
                onChange={(value) => {
                  if (value.startsWith('saved:')) {
                    const method = saved.data?.find((m) => m.id === value.slice(6));
                    if (method) setChoice({ kind: method.method, savedId: method.id });
                  } else setChoice({ kind: value as PaymentMethodKind });
                }}
                name="payment-method"
              >
                <Stack gap={6}>
                  {(saved.data ?? []).map((method) => (
                    <Radio
                      key={method.id}
                      value={`saved:${method.id}`}
                      label={t('checkout.payment.saved', {
                        method: t(`checkout.payment.methods.${method.method}`),
                        detail: method.cardLastFour ?? method.paypalAccountEmail ?? method.ibanLastFour ?? '',
                      })}
                    />
                  ))}
                  {methods.map((m) => (
                    <Radio
                      key={m.method}
                      value={m.method}
                      label={t(`checkout.payment.methods.${m.method}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {isCard ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="sm">
                <TextInput
                  label={t('checkout.payment.card-number')}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  value={card.number}
                  onChange={(event) => setCard({ ...card, number: event.currentTarget.value })}
                />
                <TextInput
                  label={t('checkout.payment.card-expiry')}
                  placeholder="MM/YY"
                  autoComplete="cc-exp"
                  value={card.expiry}
                  onChange={(event) => setCard({ ...card, expiry: event.currentTarget.value })}
                />
                <TextInput
                  label={t('checkout.payment.card-cvv')}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  value={card.cvv}
                  onChange={(event) => setCard({ ...card, cvv: event.currentTarget.value })}
                />
              </SimpleGrid>
            ) : null}
          </Card>
          {isTermsRequired ? (
            <Checkbox
              label={t('checkout.payment.carrier-terms', { carrier: draft.data.service?.carrierName ?? '' })}
              checked={isTermsAccepted}
              error={termsError}
              onChange={(event) => {
                setIsTermsAccepted(event.currentTarget.checked);
                setTermsError(undefined);
              }}
            />
          ) : null}
          {isBillingMissing ? (
            <Text size="sm" c="dimmed">
              {t('checkout.invoice.required')}
            </Text>
          ) : null}
          {errorBox ? (
            <Alert ref={errorRef} color="red" role="alert" title={t('checkout.payment.error.title')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {errorBox}
              </Text>
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate(paths.checkoutStep('address', reference))}>
              {t('checkout.back')}
            </Button>
            <Button
              onClick={pay}
              loading={isPaying}
              disabled={!isExtrasValid || update.isPending || isBillingMissing || isPhoneRequired}
            >
              {t('checkout.payment.pay')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
      <Modal
        opened={challenge !== null}
        onClose={() => setChallenge(null)}
        title={t('checkout.payment.three-d-secure.title')}
        closeButtonProps={{ 'aria-label': t('checkout.payment.three-d-secure.cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('checkout.payment.three-d-secure.text')}</Text>
          <TextInput
            label={t('checkout.payment.three-d-secure.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button onClick={confirmChallenge} loading={isPaying} disabled={!code.trim()}>
            {t('checkout.payment.three-d-secure.confirm')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
};
