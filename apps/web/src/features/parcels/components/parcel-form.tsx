import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ParcelValues, parcelRequestSchema } from '@shipdeck/domain/parcels/parcel.schema';
import { MAX_PARCEL_NAME_LENGTH } from '@shipdeck/domain/parcels/parcel-rules';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';

/** Inputs hold text, so a weight typed as "1,5" or "1'5" reaches the rule as typed. */
export type ParcelFormValues = {
  name: string;
  weight: string;
  length: string;
  width: string;
  height: string;
};

const FIELDS = ['name', 'weight', 'length', 'width', 'height'] as const;

export const parcelFormDefaults = (
  initial?: Partial<Record<keyof ParcelFormValues, string | number | null>>,
): ParcelFormValues => ({
  name: String(initial?.name ?? ''),
  weight: initial?.weight == null ? '' : String(initial.weight),
  length: initial?.length == null ? '' : String(initial.length),
  width: initial?.width == null ? '' : String(initial.width),
  height: initial?.height == null ? '' : String(initial.height),
});

export type ParcelFormProps = {
  initialValues?: Partial<Record<keyof ParcelFormValues, string | number | null>>;
  submitLabel: string;
  /** Throws to keep the form open; the server's field messages land on the inputs. */
  onSubmit: (values: ParcelValues) => Promise<void>;
  onCancel?: () => void;
  /** At the limit: saving is disabled and this message key explains why. */
  disabledMessageKey?: string;
};

/**
 * The parcel form, shared by the parcels page and the checkout: a name, whole
 * centimetres and a weight in kilograms with up to 3 decimals ('.', ',' or "'").
 */
export const ParcelForm = ({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  disabledMessageKey,
}: ParcelFormProps) => {
  const { t } = useTranslation();
  const [formMessage, setFormMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ParcelFormValues, unknown, ParcelValues>({
    mode: 'onTouched',
    resolver: zodResolver(parcelRequestSchema) as unknown as Resolver<
      ParcelFormValues,
      unknown,
      ParcelValues
    >,
    defaultValues: parcelFormDefaults(initialValues),
  });

  const label = (field: (typeof FIELDS)[number]) => t(`parcels.field.${field}`);
  const fieldError = (field: (typeof FIELDS)[number]) => {
    const message = errors[field]?.message;
    return message ? translateMessageKey(t, message, label(field)) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormMessage(applyApiFormErrors(error, setError, FIELDS));
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
          label={label('name')}
          required
          maxLength={MAX_PARCEL_NAME_LENGTH}
          error={fieldError('name')}
          {...register('name')}
        />
        <TextInput
          label={label('weight')}
          description={t('parcels.field.weight-hint')}
          inputMode="decimal"
          required
          error={fieldError('weight')}
          {...register('weight')}
        />
        <SimpleGrid cols={3} spacing="sm">
          {(['length', 'width', 'height'] as const).map((field) => (
            <TextInput
              key={field}
              label={label(field)}
              inputMode="numeric"
              required
              error={fieldError(field)}
              {...register(field)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('parcels.actions.cancel')}
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
