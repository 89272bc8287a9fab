import { zodResolver } from '@hookform/resolvers/zod';
import type { recipientRequestSchema } from '@shipdeck/domain/addresses/address.schema';
import { addressFormatOf } from '@shipdeck/domain/addresses/address-format';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import {
  type AddressFormField,
  type AddressFormInitialValues,
  type AddressFormKind,
  type AddressFormResult,
  type AddressFormValues,
  addressFormDefaults,
  addressSchemaOf,
  toSchemaInput,
  withBlankStreet,
} from '../components/address-form-parts/address-form-values.ts';

type FormResolver = Resolver<Partial<AddressFormValues>, unknown, AddressFormResult>;

/**
 * The address form's state: checked by the kind's own schema (the server's), every field at once
 * when the form opens in a side panel, and each field's message translated with its label.
 */
export const useAddressForm = (options: {
  kind: AddressFormKind;
  initialValues?: AddressFormInitialValues;
  defaultCountry: string;
  isValidatedOnMount: boolean;
  isStreetOptional: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const inputOptions = { hasAlias: options.kind !== 'address', isStreetOptional: options.isStreetOptional };
  const schemaResolver = zodResolver(
    addressSchemaOf(options.kind) as typeof recipientRequestSchema,
  ) as unknown as FormResolver;

  const form = useForm<AddressFormValues, unknown, AddressFormResult>({
    mode: options.isValidatedOnMount ? 'all' : 'onTouched',
    resolver: (async (values, context, resolverOptions) => {
      const { input, isStreetSkipped } = toSchemaInput(values, inputOptions);
      const result = await schemaResolver(input, context, resolverOptions as never);
      return 'street1' in result.values
        ? { ...result, values: withBlankStreet(result.values, isStreetSkipped) }
        : result;
    }) as Resolver<AddressFormValues, unknown, AddressFormResult>,
    defaultValues: addressFormDefaults({ alpha2Code: options.defaultCountry, ...options.initialValues }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form opens.
  useEffect(() => {
    if (options.isValidatedOnMount) void form.trigger();
  }, []);

  // The postcode and the state are named as the country names them ("ZIP code", "Province").
  // A name type without a text of its own (a data update) keeps the general label.
  const format = addressFormatOf(form.watch('alpha2Code'));
  const countryLabel = (key: string, field: AddressFormField): string =>
    i18n.exists(key) ? (t as unknown as (key: string) => string)(key) : t(`addresses.field.${field}`);
  const labelOf = (field: AddressFormField): string => {
    if (field === 'zipCode') return countryLabel(`addresses.format.zip.${format.zipLabel}`, field);
    if (field === 'state' && format.hasState)
      return countryLabel(`addresses.format.state.${format.stateLabel}`, field);
    return t(`addresses.field.${field}`);
  };
  const errorOf = (field: AddressFormField) => {
    const message = form.formState.errors[field]?.message;
    return message ? translateMessageKey(t, message, labelOf(field)) : undefined;
  };

  return { form, format, inputOptions, labelOf, errorOf };
};

export type AddressFormControls = Pick<
  ReturnType<typeof useAddressForm>['form'],
  'register' | 'control' | 'setValue'
> &
  Pick<ReturnType<typeof useAddressForm>, 'format' | 'labelOf' | 'errorOf'>;
