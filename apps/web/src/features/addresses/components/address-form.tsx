import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AddressValues,
  addressSchema,
  recipientRequestSchema,
  warehouseRequestSchema,
} from '@shipdeck/domain/addresses/address.schema';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { PostcodeField } from './postcode-field.tsx';

/** `warehouse` and `recipient` are named by an alias; `address` (a shipment's from/to) is not. */
export type AddressFormKind = 'warehouse' | 'recipient' | 'address';

export type AddressFormValues = {
  alias: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  street1: string;
  street2: string;
  alpha2Code: string;
  zipCode: string;
  city: string;
  state: string;
  postalCodeId: string;
};

/** What the form hands over: the schema's clean output (trimmed, blanks as null, canonical postcode). */
export type AddressFormResult = AddressValues & { alias?: string };

const FIELDS = [
  'alias',
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'street1',
  'street2',
  'alpha2Code',
  'zipCode',
  'city',
  'state',
] as const;

const schemaOf = (kind: AddressFormKind) =>
  kind === 'warehouse'
    ? warehouseRequestSchema
    : kind === 'recipient'
      ? recipientRequestSchema
      : addressSchema;

/** Blank strings for the inputs; a stored address's nulls become empty inputs. */
export const addressFormDefaults = (
  initial: Partial<Record<keyof AddressFormValues, string | null | undefined>> = {},
): AddressFormValues => {
  const values = {} as AddressFormValues;
  for (const field of [...FIELDS, 'postalCodeId'] as const) values[field] = initial[field] ?? '';
  return values;
};

export type AddressFormProps = {
  kind: AddressFormKind;
  initialValues?: Partial<Record<keyof AddressFormValues, string | null | undefined>>;
  /** Country of a new address (the client's own by default). */
  defaultCountry?: string;
  submitLabel: string;
  /** Throws to keep the form open; the server's field messages land on the inputs. */
  onSubmit: (values: AddressFormResult) => Promise<void>;
  onCancel?: () => void;
  /** At the limit: saving is disabled and this message key explains why. */
  disabledMessageKey?: string;
  /** Side panels: every field checked (and its error shown) as soon as the form opens. */
  isValidatedOnMount?: boolean;
  /** The recipient of a pick-up-point service needs no street. */
  isStreetOptional?: boolean;
  /** For forms saved by their container: no submit button of their own. */
  isSubmitHidden?: boolean;
  /** Told on every change whether the form is valid, with its clean values when it is. */
  onStateChange?: (state: { isValid: boolean; values?: AddressFormResult }) => void;
};

/**
 * The address form, shared by the settings pages, the checkout and the side panels:
 * names, company, e-mail, phone (checked for the country), street, country, postcode with
 * look-up, city and state; with an alias for warehouses and address-book entries.
 */
export const AddressForm = ({
  kind,
  initialValues,
  defaultCountry = '',
  submitLabel,
  onSubmit,
  onCancel,
  disabledMessageKey,
  isValidatedOnMount = false,
  isStreetOptional = false,
  isSubmitHidden = false,
  onStateChange,
}: AddressFormProps) => {
  const { t } = useTranslation();
  const [formMessage, setFormMessage] = useState<string>();
  const hasAlias = kind !== 'address';
  // A blank street that may stay blank is checked as filled and handed over blank.
  const schemaInput = (values: Partial<AddressFormValues>) => {
    const { alias, ...rest } = values;
    const input = hasAlias ? values : rest;
    const isStreetSkipped = isStreetOptional && !values.street1?.trim();
    return { input: isStreetSkipped ? { ...input, street1: '-' } : input, isStreetSkipped };
  };
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressFormResult>({
    mode: isValidatedOnMount ? 'all' : 'onTouched',
    resolver: (async (values, context, options) => {
      const { input, isStreetSkipped } = schemaInput(values);
      const result = await (
        zodResolver(schemaOf(kind) as typeof recipientRequestSchema) as unknown as Resolver<
          Partial<AddressFormValues>,
          unknown,
          AddressFormResult
        >
      )(input, context, options as never);
      return isStreetSkipped && 'street1' in result.values
        ? { ...result, values: { ...result.values, street1: '' } }
        : result;
    }) as Resolver<AddressFormValues, unknown, AddressFormResult>,
    defaultValues: addressFormDefaults({ alpha2Code: defaultCountry, ...initialValues }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form opens.
  useEffect(() => {
    if (isValidatedOnMount) void trigger();
  }, []);

  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;
  const isReporting = Boolean(onStateChange);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema follows the form's fixed props.
  useEffect(() => {
    if (!isReporting) return;
    const report = (values: Partial<AddressFormValues>) => {
      const { input, isStreetSkipped } = schemaInput(values);
      const parsed = schemaOf(kind).safeParse(input);
      onStateChangeRef.current?.(
        parsed.success
          ? {
              isValid: true,
              values: { ...parsed.data, ...(isStreetSkipped ? { street1: '' } : {}) } as AddressFormResult,
            }
          : { isValid: false },
      );
    };
    const subscription = watch((values) => report(values as Partial<AddressFormValues>));
    report(watch());
    return () => subscription.unsubscribe();
  }, [isReporting, watch]);

  const alpha2Code = watch('alpha2Code');

  const label = (field: (typeof FIELDS)[number]) => t(`addresses.field.${field}`);
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

  const isDisabled = Boolean(disabledMessageKey);

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {formMessage || disabledMessageKey ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessageKey(t, (formMessage ?? disabledMessageKey)!)}
          </Alert>
        ) : null}
        {hasAlias ? (
          <TextInput
            label={label('alias')}
            description={t(
              kind === 'warehouse'
                ? 'addresses.field.alias-hint-sender'
                : 'addresses.field.alias-hint-recipient',
            )}
            required
            maxLength={50}
            error={fieldError('alias')}
            {...register('alias')}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={label('firstName')}
            autoComplete="given-name"
            required
            error={fieldError('firstName')}
            {...register('firstName')}
          />
          <TextInput
            label={label('lastName')}
            autoComplete="family-name"
            required
            error={fieldError('lastName')}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={label('company')}
          autoComplete="organization"
          error={fieldError('company')}
          {...register('company')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={label('email')}
            type="email"
            autoComplete="email"
            required
            error={fieldError('email')}
            {...register('email')}
          />
          <TextInput
            label={label('phone')}
            type="tel"
            autoComplete="tel"
            required
            error={fieldError('phone')}
            {...register('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={label('street1')}
          autoComplete="address-line1"
          required
          error={fieldError('street1')}
          {...register('street1')}
        />
        <TextInput
          label={label('street2')}
          autoComplete="address-line2"
          error={fieldError('street2')}
          {...register('street2')}
        />
        <Controller
          control={control}
          name="alpha2Code"
          render={({ field }) => (
            <CountrySelect
              label={label('alpha2Code')}
              required
              name={field.name}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                setValue('postalCodeId', '');
              }}
              onBlur={field.onBlur}
              error={fieldError('alpha2Code')}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Controller
            control={control}
            name="zipCode"
            render={({ field }) => (
              <PostcodeField
                label={label('zipCode')}
                autoComplete="postal-code"
                required
                name={field.name}
                alpha2Code={alpha2Code}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  setValue('postalCodeId', '');
                }}
                onBlur={field.onBlur}
                onPick={(postalCode) => {
                  setValue('city', postalCode.city, { shouldValidate: true });
                  setValue('postalCodeId', postalCode.id);
                }}
                error={fieldError('zipCode')}
              />
            )}
          />
          <TextInput
            label={label('city')}
            autoComplete="address-level2"
            error={fieldError('city')}
            {...register('city')}
          />
        </SimpleGrid>
        <TextInput
          label={label('state')}
          autoComplete="address-level1"
          error={fieldError('state')}
          {...register('state')}
        />
        {isSubmitHidden ? null : (
          <Group justify="flex-end" mt="sm">
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('addresses.actions.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={isSubmitting} disabled={isDisabled}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
