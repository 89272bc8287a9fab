import { Button, Card, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@shipdeck/domain/money/money';
import {
  DEFERRED_INSTRUMENT_METHODS,
  type DeferredInstrument,
  type DeferredPayment,
} from '@shipdeck/domain/payments/payments.schema';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import type { DeferredMethod, DeferredMethodForm } from '../hooks/use-deferred-method-form.ts';

const instrumentText = (t: TFunction, instrument: DeferredInstrument) => {
  if (instrument.method === 'paypal')
    return t('settings.payment.paypal', { email: instrument.paypalAccountEmail ?? '' });
  if (instrument.method === 'directdebit')
    return t('settings.payment.directdebit', { lastFour: instrument.ibanLastFour ?? '' });
  return t('settings.payment.card', {
    brand: instrument.cardType ?? '',
    lastFour: instrument.cardLastFour ?? '',
  });
};

/** The deferred payment summary (the instrument behind it, since when) and the form to set or change it. */
export const DeferredPaymentSection = ({
  deferred,
  form,
}: {
  deferred: DeferredPayment;
  form: DeferredMethodForm;
}) => {
  const { t, i18n } = useTranslation();
  const { instrument } = deferred;
  const isLoading = form.state === 'loading';
  const amount = formatMoney(deferred.verification.amount, {
    currency: deferred.verification.currency,
    locale: i18n.language,
  });
  const cardError = (field: keyof typeof form.cardErrors, label: string) =>
    form.cardErrors[field] ? translateMessageKey(t, form.cardErrors[field]!, label) : undefined;

  return (
    <Card withBorder component="section" aria-label={t('settings.payment.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('settings.payment.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.payment.intro')}
        </Text>
        {instrument ? (
          <div data-testid="deferred-summary">
            <Text fw={600}>{instrumentText(t, instrument)}</Text>
            <Text size="sm" c="dimmed">
              {t('settings.payment.since', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                  new Date(instrument.since),
                ),
              })}
            </Text>
          </div>
        ) : (
          <Text data-testid="deferred-summary">{t('settings.payment.none')}</Text>
        )}
        {form.state === 'closed' ? (
          <Group>
            <Button variant="light" onClick={form.open}>
              {t(instrument ? 'settings.payment.change' : 'settings.payment.set')}
            </Button>
          </Group>
        ) : (
          <Stack
            gap="sm"
            component="form"
            aria-label={t('settings.payment.method')}
            aria-busy={isLoading}
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
          >
            <Radio.Group
              label={t('settings.payment.method')}
              value={form.method}
              onChange={(value) => form.setMethod(value as DeferredMethod)}
              name="deferred-method"
            >
              <Group gap="lg" mt={4}>
                {DEFERRED_INSTRUMENT_METHODS.map((method) => (
                  <Radio
                    key={method}
                    value={method}
                    disabled={isLoading}
                    label={t(`settings.payment.methods.${method}`)}
                  />
                ))}
              </Group>
            </Radio.Group>
            {form.method === 'creditcard3dsecure' ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                <TextInput
                  label={t('checkout.payment.card-number')}
                  autoComplete="cc-number"
                  inputMode="numeric"
                  disabled={isLoading}
                  value={form.card.number}
                  error={cardError('number', t('checkout.payment.card-number'))}
                  onChange={(event) => form.setCard({ ...form.card, number: event.currentTarget.value })}
                />
                <TextInput
                  label={t('checkout.payment.card-expiry')}
                  placeholder="MM/YY"
                  autoComplete="cc-exp"
                  disabled={isLoading}
                  value={form.card.expiry}
                  error={cardError('expiry', t('checkout.payment.card-expiry'))}
                  onChange={(event) => form.setCard({ ...form.card, expiry: event.currentTarget.value })}
                />
                <TextInput
                  label={t('checkout.payment.card-cvv')}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  disabled={isLoading}
                  value={form.card.cvv}
                  error={cardError('cvv', t('checkout.payment.card-cvv'))}
                  onChange={(event) => form.setCard({ ...form.card, cvv: event.currentTarget.value })}
                />
              </SimpleGrid>
            ) : (
              <Text size="sm">{t('settings.payment.paypal-hint')}</Text>
            )}
            <Text size="sm" c="dimmed">
              {t('settings.payment.verification', { amount })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={form.close} disabled={isLoading}>
                {t('settings.payment.cancel')}
              </Button>
              <Button type="submit" loading={isLoading}>
                {t('settings.payment.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <Modal
        opened={form.challenge !== null}
        onClose={form.close}
        title={t('checkout.payment.three-d-secure.title')}
        closeButtonProps={{ 'aria-label': t('checkout.payment.three-d-secure.cancel') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('checkout.payment.three-d-secure.text')}</Text>
          <TextInput
            label={t('checkout.payment.three-d-secure.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            onChange={(event) => form.setCode(event.currentTarget.value)}
          />
          <Button onClick={() => void form.confirmChallenge()} disabled={!form.code.trim()}>
            {t('checkout.payment.three-d-secure.confirm')}
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
};
