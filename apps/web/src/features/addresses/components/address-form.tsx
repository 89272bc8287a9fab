import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiFormErrors } from '../../../shared/forms/api-form-errors.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { useAddressForm } from '../hooks/use-address-form.ts';
import { type AddressFormState, useAddressFormReport } from '../hooks/use-address-form-report.ts';
import {
  ADDRESS_FORM_FIELDS,
  type AddressFormInitialValues,
  type AddressFormKind,
  type AddressFormResult,
} from './address-form-parts/address-form-values.ts';
import { ContactFields } from './address-form-parts/contact-fields.tsx';
import { PersonFields } from './address-form-parts/person-fields.tsx';
import { PlaceFields } from './address-form-parts/place-fields.tsx';

export type { AddressFormResult } from './address-form-parts/address-form-values.ts';

export type AddressFormProps = {
  kind: AddressFormKind;
  initialValues?: AddressFormInitialValues;
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
  onStateChange?: (state: AddressFormState) => void;
};

/**
 * The address form, shared by the settings pages, the checkout and the side panels: who
 * (alias, names, company), how to reach them (e-mail, phone) and where (street, country, then
 * postcode with look-up, city and state in the country's order and with its names). The kind picks
 * the schema, the same the server checks.
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
  const { form, format, inputOptions, labelOf, errorOf } = useAddressForm({
    kind,
    initialValues,
    defaultCountry,
    isValidatedOnMount,
    isStreetOptional,
  });
  useAddressFormReport({ kind, watch: form.watch, inputOptions, onStateChange });
  const controls = {
    register: form.register,
    control: form.control,
    setValue: form.setValue,
    format,
    labelOf,
    errorOf,
  };

  const submit = form.handleSubmit(async (values) => {
    setFormMessage(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormMessage(applyApiFormErrors(error, form.setError, ADDRESS_FORM_FIELDS));
    }
  });

  const alertKey = formMessage ?? disabledMessageKey;
  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {alertKey ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessageKey(t, alertKey)}
          </Alert>
        ) : null}
        <PersonFields kind={kind} controls={controls} />
        <ContactFields controls={controls} />
        <PlaceFields controls={controls} />
        {isSubmitHidden ? null : (
          <Group justify="flex-end" mt="sm">
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {t('addresses.actions.cancel')}
              </Button>
            ) : null}
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              disabled={Boolean(disabledMessageKey)}
            >
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
};
