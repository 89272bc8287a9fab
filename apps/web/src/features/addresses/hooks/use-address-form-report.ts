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

export type AddressFormState = { isValid: boolean; values?: AddressFormResult };

/**
 * Tells a container that saves the form itself (no submit button of its own) on every change
 * whether the form is valid, with its clean values when it is.
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
          ? { isValid: true, values: withBlankStreet(parsed.data as AddressFormResult, isStreetSkipped) }
          : { isValid: false },
      );
    };
    const subscription = watch((values) => report(values as Partial<AddressFormValues>));
    report(watch());
    return () => subscription.unsubscribe();
  }, [isReporting, watch]);
};
