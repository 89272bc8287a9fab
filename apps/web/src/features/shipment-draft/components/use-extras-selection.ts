import { toDecimalText } from '@shipdeck/domain/money/money';
import type { ShipmentPriceDetails, ShipmentProductsInput } from '@shipdeck/domain/pricing/pricing.schema';
import { cashOnDeliveryProblems } from '@shipdeck/domain/pricing/rules/cash-on-delivery';
import { type InsuranceOption, isInsuranceEnabled } from '@shipdeck/domain/pricing/rules/insurance';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import { isValidIBAN } from 'ibantools';
import { useEffect, useRef, useState } from 'react';
import { checkContentValue } from '../rules/content.ts';
import { checkInsuredValue } from '../rules/insured-value.ts';
import type { CashOnDeliveryInput } from './cash-on-delivery-fields.tsx';

/** Products refresh 300 ms after the last change. */
export const PRODUCTS_DEBOUNCE_MS = 300;

export type ExtraFlags = Pick<
  ShipmentPriceDetails['selection'],
  'adultSignature' | 'additionalHandling' | 'proofOfDelivery' | 'printInStore'
>;

/** What the extras form sends: trimmed holder, amount in minor units, IBAN without spaces. */
const productsInputOf = (state: {
  insurance: InsuranceOption;
  flags: ExtraFlags;
  cod: CashOnDeliveryInput;
  insuredMinor?: number;
}): ShipmentProductsInput => {
  const amount = checkContentValue(state.cod.amount);
  return {
    insurance: {
      option: state.insurance,
      ...(state.insuredMinor !== undefined ? { value: state.insuredMinor } : {}),
    },
    ...state.flags,
    cashOnDelivery: state.cod.isSelected
      ? {
          accountHolder: state.cod.accountHolder.trim(),
          amount: amount.ok ? amount.minor : undefined,
          iban: state.cod.iban.replaceAll(' ', '').toUpperCase(),
        }
      : null,
  };
};

/**
 * The extras as the seller sets them: starts from the draft's selection, reports whether they can be
 * bought, and sends each settled change (debounced, so typing an IBAN sends one request, not one per key).
 */
export const useExtrasSelection = ({
  details,
  contentValue,
  onChange,
  onValidity,
}: {
  details: ShipmentPriceDetails;
  contentValue: number | undefined;
  onChange: (input: ShipmentProductsInput) => void;
  onValidity: (isValid: boolean) => void;
}) => {
  const available = details.availableProducts;
  const selection = details.selection;
  const isInsurable = isInsuranceEnabled(available.insurance);
  // A content value other than the one insured asks for the insurance choice again.
  const isValueChanged =
    isInsurable &&
    selection.insurance.value !== null &&
    contentValue !== undefined &&
    selection.insurance.value !== contentValue;
  const [insurance, setInsurance] = useState<InsuranceOption | null>(
    isValueChanged ? null : selection.insurance.option,
  );
  const [insuredValue, setInsuredValue] = useState(() => {
    const minor = isValueChanged ? contentValue : (selection.insurance.value ?? contentValue);
    return minor === undefined ? '' : toDecimalText(minor, DEFAULT_CURRENCY);
  });
  const [flags, setFlags] = useState<ExtraFlags>({
    adultSignature: selection.adultSignature,
    additionalHandling: selection.additionalHandling,
    proofOfDelivery: selection.proofOfDelivery,
    printInStore: selection.printInStore,
  });
  const [cod, setCod] = useState<CashOnDeliveryInput>({
    isSelected: selection.cashOnDelivery !== null,
    accountHolder: selection.cashOnDelivery?.accountHolder ?? '',
    amount: selection.cashOnDelivery ? toDecimalText(selection.cashOnDelivery.amount, DEFAULT_CURRENCY) : '',
    iban: selection.cashOnDelivery?.iban ?? '',
  });
  const [isTouched, setIsTouched] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const amount = checkContentValue(cod.amount);
  const codProblems = cod.isSelected
    ? cashOnDeliveryProblems({
        input: {
          accountHolder: cod.accountHolder,
          amount: amount.ok ? amount.minor : undefined,
          iban: cod.iban,
        },
        product: available.cashOnDelivery,
        isValidIban: isValidIBAN,
      })
    : [];
  const isInsuranceMissing = isInsurable && insurance === null;
  // Bought insurance covers a value of the seller's choice (the content value by default).
  const isValueAsked = insurance === 'ENHANCED' || insurance === 'PLATFORM_INSURANCE';
  const insured = checkInsuredValue(insuredValue);
  const isValid = codProblems.length === 0 && !isInsuranceMissing && (!isValueAsked || insured.ok);

  useEffect(() => onValidity(isValid), [isValid, onValidity]);

  const insuredMinor = isValueAsked && insured.ok ? insured.minor : contentValue;
  const input = JSON.stringify({ insurance, flags, cod, insuredMinor });
  useEffect(() => {
    if (!isTouched || !isValid) return;
    const timer = setTimeout(
      () => onChangeRef.current(productsInputOf(JSON.parse(input))),
      PRODUCTS_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [input, isTouched, isValid]);

  const touch = () => setIsTouched(true);
  return {
    available,
    isInsurable,
    isValueChanged,
    isTouched,
    insurance: {
      option: insurance,
      set: (option: InsuranceOption) => {
        setInsurance(option);
        touch();
      },
      isMissing: isInsuranceMissing,
      isValueAsked,
      value: insuredValue,
      setValue: (value: string) => {
        setInsuredValue(value);
        touch();
      },
      check: insured,
    },
    flags,
    setFlag: (key: keyof ExtraFlags, checked: boolean) => {
      setFlags((current) => ({ ...current, [key]: checked }));
      touch();
    },
    cod,
    codProblems,
    setCod: (change: Partial<CashOnDeliveryInput>) => {
      setCod((current) => ({ ...current, ...change }));
      touch();
    },
  };
};

export type ExtrasSelection = ReturnType<typeof useExtrasSelection>;
