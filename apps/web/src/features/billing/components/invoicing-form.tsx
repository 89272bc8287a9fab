import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type BillingClient,
  type BillingClientInput,
  billingErrorMessageOf,
  billingFormSchema,
} from '@shipdeck/domain/billing/billing.schema';
import type { ClientType } from '@shipdeck/domain/client/client.schema';
import { isPostcodeRequired } from '@shipdeck/domain/geo/postcode-formats';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showSuccessToast } from '../../../shared/toasts/toasts.ts';

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'address2',
  'zipCode',
  'location',
  'state',
] as const;
const CUSTOMS_FIELDS = ['eoriNumber', 'vatNumber', 'iossNumber'] as const;
const OPTIONAL_FIELDS = new Set<string>(['address2', 'state', ...CUSTOMS_FIELDS]);
type TextField = 'companyName' | 'taxId' | (typeof ADDRESS_FIELDS)[number] | (typeof CUSTOMS_FIELDS)[number];
export type InvoicingValues = Record<TextField | 'country', string> & { type: ClientType | '' };
const SERVER_FIELDS: readonly string[] = [
  'type',
  'companyName',
  'taxId',
  'country',
  ...ADDRESS_FIELDS,
  ...CUSTOMS_FIELDS,
];

type Props = {
  initialValues: InvoicingValues;
  /** The type is chosen for the client (a business-only tenant): company, not offered. */
  isTypeForced: boolean;
  /** A business keeps its type, country and tax id: shown, not editable. */
  isLocked: boolean;
  onSave: (input: BillingClientInput) => Promise<BillingClient>;
};

/**
 * The invoicing data: first the customer type (self-employed or company), then the invoicing
 * address. Fields are checked as they change; the server's refusals (a tax id that is not valid or
 * belongs to a dissolved company, a locked field, any other 422) show on their field or above the form.
 */
export const InvoicingForm = ({ initialValues, isTypeForced, isLocked, onSave }: Props) => {
  const { t } = useTranslation();
  const [formMessage, setFormMessage] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InvoicingValues, unknown, BillingClientInput>({
    mode: 'onChange',
    resolver: zodResolver(billingFormSchema) as unknown as Resolver<
      InvoicingValues,
      unknown,
      BillingClientInput
    >,
    defaultValues: initialValues,
  });
  const type = watch('type');

  const label = (field: TextField | 'country' | 'type') =>
    field === 'address2' || field === 'state'
      ? t(`billing.invoicing.field.${field}`)
      : t(`checkout.invoice.field.${field}`);
  const errorOf = (field: TextField | 'country' | 'type') => {
    const message = errors[field]?.message;
    return message ? translateMessageKey(t, message, label(field)) : undefined;
  };
  // A country with no postcode system (Dubai, Hong Kong) has no postcode to give.
  const isPostcodeOptional = !isPostcodeRequired(watch('country'));
  const input = (field: TextField, options: { disabled?: boolean } = {}) => (
    <TextInput
      key={field}
      label={label(field)}
      required={!OPTIONAL_FIELDS.has(field) && !(field === 'zipCode' && isPostcodeOptional)}
      description={field === 'zipCode' && isPostcodeOptional ? t('addresses.postcode-not-used') : undefined}
      disabled={options.disabled}
      error={errorOf(field)}
      {...register(field)}
    />
  );

  const submit = handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await onSave({ ...values, companyName: values.type === 'business' ? values.companyName : null });
      showSuccessToast(t('billing.invoicing.saved'));
    } catch (error) {
      if (!isApiError(error)) {
        setFormMessage(billingErrorMessageOf({ status: 0 }));
        return;
      }
      const taxIdMessage =
        error.code === 'InvalidTaxId' || error.code === 'DissolvedCompanyTaxId'
          ? billingErrorMessageOf({ status: error.status, code: error.code })
          : undefined;
      for (const message of error.messages) {
        const field = message.field?.split('.').pop();
        if (field && SERVER_FIELDS.includes(field))
          setError(field as TextField, {
            type: 'server',
            message: field === 'taxId' && taxIdMessage ? taxIdMessage : message.message,
          });
      }
      setFormMessage(taxIdMessage ?? billingErrorMessageOf({ status: error.status, code: error.code }));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('billing.invoicing.title')}>
      <Stack gap="md">
        {formMessage ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessageKey(t, formMessage)}
          </Alert>
        ) : null}
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label={t('billing.invoicing.type-label')}
              description={
                isTypeForced
                  ? t('billing.invoicing.type-forced')
                  : isLocked
                    ? t('billing.invoicing.locked-hint')
                    : undefined
              }
              required
              value={field.value}
              onChange={(value) => field.onChange(value as ClientType)}
              error={errorOf('type')}
            >
              <Group mt="xs">
                {(['autonomous', 'business'] as const).map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    label={t(`checkout.invoice.type.${option}`)}
                    disabled={isLocked || (isTypeForced && option === 'autonomous')}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {type ? (
          <>
            <Fieldset legend={t('billing.invoicing.address-title')} variant="unstyled">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {type === 'business' ? input('companyName') : null}
                {input('taxId', { disabled: isLocked })}
                {ADDRESS_FIELDS.map((field) => input(field))}
                <Controller
                  control={control}
                  name="country"
                  render={({ field }) => (
                    <CountrySelect
                      label={label('country')}
                      required
                      disabled={isLocked}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      error={errorOf('country')}
                    />
                  )}
                />
              </SimpleGrid>
            </Fieldset>
            <Fieldset legend={t('checkout.invoice.customs-title')} variant="unstyled">
              <Text size="xs" c="dimmed" mb="xs">
                {t('checkout.invoice.customs-hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {CUSTOMS_FIELDS.map((field) => input(field))}
              </SimpleGrid>
            </Fieldset>
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {t('billing.invoicing.save')}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </form>
  );
};
