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
import type { PaymentMethodKind } from '@shipdeck/domain/payments/payments.schema';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import type { OrderPayment, PaymentChoice } from '../hooks/use-order-payment.ts';

const choiceValue = (choice: PaymentChoice) => (choice.savedId ? `saved:${choice.savedId}` : choice.kind);

export type PaymentFormProps = {
  payment: OrderPayment;
  /** Carriers whose terms the seller accepts, by name. */
  carrierNames: string[];
  /** Why paying is blocked, shown above the error box (e.g. invoicing details missing). */
  notice?: ReactNode;
  /** Buttons beside Pay (back …). */
  secondaryAction?: ReactNode;
  isPayDisabled: boolean;
  /** Accessible name and text of the pay button; "Pay" by default. */
  payLabel?: string;
};

/**
 * The payment part of an order: method list or the free / own-contract notice, card
 * details, carrier terms, the error box with the reason of a failure, Pay and the bank's 3-D Secure
 * confirmation.
 */
export const PaymentForm = ({
  payment,
  carrierNames,
  notice,
  secondaryAction,
  isPayDisabled,
  payLabel,
}: PaymentFormProps) => {
  const { t } = useTranslation();
  const errorRef = useRef<HTMLDivElement>(null);
  // The seller sees why the payment failed, wherever the page was scrolled to.
  useEffect(() => {
    if (payment.errorBox) errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [payment.errorBox]);
  const { card, setCard, choice, cardErrors } = payment;
  const cardError = (field: keyof typeof cardErrors, label: string) =>
    cardErrors[field] ? translateMessageKey(t, cardErrors[field]!, label) : undefined;

  return (
    <>
      <Card withBorder component="section" aria-label={t('checkout.payment.method')}>
        <Title order={3} size="h5" mb="sm">
          {t('checkout.payment.method')}
        </Title>
        {payment.isFree || payment.isOwnContractOnly ? (
          <Text size="sm">
            {t(payment.isFree ? 'checkout.payment.free' : 'checkout.payment.own-contract')}
          </Text>
        ) : (
          <Radio.Group
            value={choice ? choiceValue(choice) : null}
            onChange={(value) => {
              if (value.startsWith('saved:')) {
                const method = payment.savedMethods.find((m) => m.id === value.slice(6));
                if (method) payment.setChoice({ kind: method.method, savedId: method.id });
              } else payment.setChoice({ kind: value as PaymentMethodKind });
            }}
            name="payment-method"
          >
            <Stack gap={6}>
              {payment.savedMethods.map((method) => (
                <Radio
                  key={method.id}
                  value={`saved:${method.id}`}
                  label={t('checkout.payment.saved', {
                    method: t(`checkout.payment.methods.${method.method}`),
                    detail: method.cardLastFour ?? method.paypalAccountEmail ?? method.ibanLastFour ?? '',
                  })}
                />
              ))}
              {payment.methods.map((m) => (
                <Radio key={m.method} value={m.method} label={t(`checkout.payment.methods.${m.method}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {payment.isCard ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="sm">
            <TextInput
              label={t('checkout.payment.card-number')}
              autoComplete="cc-number"
              inputMode="numeric"
              value={card.number}
              error={cardError('number', t('checkout.payment.card-number'))}
              onChange={(event) => setCard({ ...card, number: event.currentTarget.value })}
            />
            <TextInput
              label={t('checkout.payment.card-expiry')}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              value={card.expiry}
              error={cardError('expiry', t('checkout.payment.card-expiry'))}
              onChange={(event) => setCard({ ...card, expiry: event.currentTarget.value })}
            />
            <TextInput
              label={t('checkout.payment.card-cvv')}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={card.cvv}
              error={cardError('cvv', t('checkout.payment.card-cvv'))}
              onChange={(event) => setCard({ ...card, cvv: event.currentTarget.value })}
            />
          </SimpleGrid>
        ) : null}
        {payment.isCard && !payment.isCardAlwaysKept ? (
          <Checkbox
            mt="sm"
            label={t('checkout.payment.keep-card')}
            description={t('checkout.payment.keep-card-hint')}
            checked={payment.isKeepingCard}
            onChange={(event) => payment.keepCard(event.currentTarget.checked)}
          />
        ) : null}
      </Card>
      {payment.isTermsRequired ? (
        <Checkbox
          label={t('checkout.payment.carrier-terms', { carrier: carrierNames.join(', ') })}
          checked={payment.isTermsAccepted}
          error={payment.termsError}
          onChange={(event) => payment.acceptTerms(event.currentTarget.checked)}
        />
      ) : null}
      {notice}
      {payment.errorBox ? (
        <Alert ref={errorRef} color="red" role="alert" title={t('checkout.payment.error.title')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {payment.errorBox}
          </Text>
        </Alert>
      ) : null}
      <Group justify={secondaryAction ? 'space-between' : 'flex-end'}>
        {secondaryAction}
        <Button onClick={() => void payment.pay()} loading={payment.isPaying} disabled={isPayDisabled}>
          {payLabel ?? t('checkout.payment.pay')}
        </Button>
      </Group>
      <Modal
        opened={payment.challenge !== null}
        onClose={payment.cancelChallenge}
        title={t('checkout.payment.three-d-secure.title')}
        closeButtonProps={{ 'aria-label': t('checkout.payment.three-d-secure.cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('checkout.payment.three-d-secure.text')}</Text>
          <TextInput
            label={t('checkout.payment.three-d-secure.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={payment.code}
            onChange={(event) => payment.setCode(event.currentTarget.value)}
          />
          <Button
            onClick={() => void payment.confirmChallenge()}
            loading={payment.isPaying}
            disabled={!payment.code.trim()}
          >
            {t('checkout.payment.three-d-secure.confirm')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
};
