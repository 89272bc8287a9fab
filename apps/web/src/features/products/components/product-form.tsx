import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  MAX_PRODUCT_DESCRIPTION_LENGTH,
  type Product,
  type ProductRequest,
} from '@shipdeck/domain/products/product.schema';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../shared/api/api-error.ts';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import {
  formFieldOf,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productFormDefaults,
  productFormSchema,
} from '../rules/product-form.ts';

type Field = (typeof PRODUCT_FORM_FIELDS)[number];

export type ProductFormProps = {
  product?: Product;
  submitLabel: string;
  /** Throws to keep the form open; the server's field messages land on the inputs. */
  onSubmit: (values: ProductRequest) => Promise<void>;
  onCancel?: () => void;
  /** At the limit: saving is disabled and this message key explains why. */
  disabledMessageKey?: string;
};

/** The server names the weight `weightGrams`; the form shows it in kilograms as `weight`. */
const withFormFieldNames = (error: unknown) =>
  isApiError(error)
    ? new ApiError(
        error.status,
        error.messages.map((message) =>
          message.field ? { ...message, field: formFieldOf(message.field) } : message,
        ),
      )
    : error;

/** Add or edit a catalogue product: description, HS code, origin, value and net weight of one unit. */
export const ProductForm = ({
  product,
  submitLabel,
  onSubmit,
  onCancel,
  disabledMessageKey,
}: ProductFormProps) => {
  const { t } = useTranslation();
  const [formMessage, setFormMessage] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductRequest>({
    mode: 'onTouched',
    resolver: zodResolver(productFormSchema) as unknown as Resolver<
      ProductFormValues,
      unknown,
      ProductRequest
    >,
    defaultValues: productFormDefaults(product),
  });

  const label = (field: Field) => t(`products.field.${field}`);
  const fieldError = (field: Field) => {
    const message = errors[field]?.message;
    return message ? translateMessageKey(t, message, label(field)) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormMessage(applyApiFormErrors(withFormFieldNames(error), setError, PRODUCT_FORM_FIELDS));
    }
  });

  const message = formMessage ?? disabledMessageKey;

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {message ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessageKey(t, message)}
          </Alert>
        ) : null}
        <TextInput
          label={label('description')}
          required
          maxLength={MAX_PRODUCT_DESCRIPTION_LENGTH}
          error={fieldError('description')}
          {...register('description')}
        />
        <TextInput
          label={label('hsCode')}
          description={t('products.field.hsCode-hint')}
          inputMode="numeric"
          required
          error={fieldError('hsCode')}
          {...register('hsCode')}
        />
        <Controller
          control={control}
          name="originCountry"
          render={({ field }) => (
            <CountrySelect
              label={label('originCountry')}
              required
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldError('originCountry')}
            />
          )}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={label('unitValue')}
            inputMode="decimal"
            required
            error={fieldError('unitValue')}
            {...register('unitValue')}
          />
          <TextInput
            label={label('weight')}
            inputMode="decimal"
            required
            error={fieldError('weight')}
            {...register('weight')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('products.actions.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting} disabled={Boolean(disabledMessageKey)}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
