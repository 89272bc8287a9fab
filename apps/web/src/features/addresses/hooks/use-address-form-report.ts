import { useEffect, useRef } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import {
  type AddressFormKind,
  type AddressFormResult,
  type AddressFormValues,
  addressSchemaOf,
  toSchemaInput,
  withBlankStreet,
} from '../components/address-form-parts/address-form-values.ts';

/** Valid or not, with the clean values when valid and, always, what is typed in each field. */
export type AddressFormState = {
  isValid: boolean;
  values?: AddressFormResult;
  typed: Partial<AddressFormValues>;
};

/**
 * Tells a container that saves the form itself (no submit button of its own) on every change
 * whether the form is valid, with its clean values when it is, and what is typed so far.
 */
export const useAddressFormReport = (options: {
  kind: AddressFormKind;
  watch: UseFormWatch<AddressFormValues>;
  inputOptions: { hasAlias: boolean; isStreetOptional: boolean };
  onStateChange?: (state: AddressFormState) => void;
}) => {
  const onStateChangeRef = useRef(options.onStateChange);
  onStateChangeRef.current = options.onStateChange;
  const isReporting = Boolean(options.onStateChange);
  const { kind, watch, inputOptions } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema follows the form's fixed props.
  useEffect(() => {
    if (!isReporting) return;
    const report = (values: Partial<AddressFormValues>) => {
      const { input, isStreetSkipped } = toSchemaInput(values, inputOptions);
      const parsed = addressSchemaOf(kind).safeParse(input);
      onStateChangeRef.current?.(
        parsed.success
          ? {
              isValid: true,
              values: withBlankStreet(parsed.data as AddressFormResult, isStreetSkipped),
              typed: { ...values },
            }
          : { isValid: false, typed: { ...values } },
      );
    };
    const subscription = watch((values) => report(values as Partial<AddressFormValues>));
    report(watch());
    return () => subscription.unsubscribe();
  }, [isReporting, watch]);
};
