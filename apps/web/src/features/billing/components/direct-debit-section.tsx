import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { DirectDebitMandate } from '@shipdeck/domain/payments/payments.schema';
import { type DirectDebitProblem, directDebitProblems } from '@shipdeck/domain/payments/rules/payment-tab';
import { useQueryClient } from '@tanstack/react-query';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { deferredPaymentKeys } from '../api/billing-keys.ts';
import { requestDirectDebit } from '../api/request-direct-debit.ts';

type Field = DirectDebitProblem['field'];
type Errors = Partial<Record<Field, string>>;

const problemsOf = (values: Record<Field, string>): Errors =>
  Object.fromEntries(
    directDebitProblems({ ...values, isValidIban: isValidIBAN, isValidBic: isValidBIC }).map((p) => [
      p.field,
      p.messageKey,
    ]),
  );

/** The field errors of a refused request (400 naming iban or bic), or null for any other failure. */
const fieldErrorsOf = (error: unknown): Errors | null => {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors: Errors = {};
  for (const message of error.messages)
    if (message.field === 'iban' || message.field === 'bic') errors[message.field] = message.message;
  return Object.keys(errors).length > 0 ? errors : null;
};

/**
 * "Direct debit information": IBAN and BIC (checked with ibantools as they change once sent), then the
 * direct debit request; its SEPA mandate opens for the seller to sign.
 */
export const DirectDebitSection = ({
  onRequested,
}: {
  onRequested: (mandate: DirectDebitMandate) => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ iban: '', bic: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isSent, setIsSent] = useState(false);
  const [isRequesting, setIsRequesting] = useState(false);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (isSent) setErrors(problemsOf(next));
  };
  const submit = async () => {
    setIsSent(true);
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setIsRequesting(true);
    try {
      const mandate = await requestDirectDebit(values);
      window.open(mandate.documentUrl, '_blank');
      onRequested(mandate);
      await queryClient.invalidateQueries({ queryKey: deferredPaymentKeys.all });
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (refused) setErrors(refused);
      else showErrorToast(t('settings.payment-direct-debit.server-error'));
    } finally {
      setIsRequesting(false);
    }
  };
  const errorOf = (field: Field, label: string) =>
    errors[field] ? translateMessageKey(t, errors[field]!, label) : undefined;

  return (
    <Card withBorder component="section" aria-label={t('settings.payment-direct-debit.title')}>
      <Stack
        gap="sm"
        component="form"
        aria-label={t('settings.payment-direct-debit.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Title order={2} size="h4">
          {t('settings.payment-direct-debit.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.payment-direct-debit.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('settings.payment-direct-debit.iban')}
            autoComplete="off"
            value={values.iban}
            error={errorOf('iban', t('settings.payment-direct-debit.iban'))}
            onChange={(event) => change('iban', event.currentTarget.value)}
          />
          <TextInput
            label={t('settings.payment-direct-debit.bic')}
            autoComplete="off"
            value={values.bic}
            error={errorOf('bic', t('settings.payment-direct-debit.bic'))}
            onChange={(event) => change('bic', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isRequesting}>
            {t('settings.payment-direct-debit.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
