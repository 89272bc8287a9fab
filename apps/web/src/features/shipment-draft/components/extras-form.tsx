import { Alert, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, toDecimalText } from '@shipdeck/domain/money/money';
import type { ShipmentPriceDetails, ShipmentProductsInput } from '@shipdeck/domain/pricing/pricing.schema';
import { cashOnDeliveryProblems } from '@shipdeck/domain/pricing/rules/cash-on-delivery';
import {
  INSURANCE_OPTIONS,
  type InsuranceOption,
  isInsuranceEnabled,
} from '@shipdeck/domain/pricing/rules/insurance';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import { isValidIBAN } from 'ibantools';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { checkContentValue } from '../rules/content.ts';
import { checkInsuredValue, INSURED_VALUE_MAX_LENGTH } from '../rules/insured-value.ts';
import { CashOnDeliveryFields, type CashOnDeliveryInput } from './cash-on-delivery-fields.tsx';

/** Products refresh 300 ms after the last change. */
export const PRODUCTS_DEBOUNCE_MS = 300;

/**
 * Extras: insurance, adult signature, additional handling, proof of delivery,
 * print in store and cash on delivery, each only when the service offers it.
 */
export const ExtrasForm = ({
  details,
  contentValue,
  onChange,
  onValidity,
}: {
  details: ShipmentPriceDetails;
  /** The declared content value (minor units): the insured value follows it. */
  contentValue: number | undefined;
  onChange: (input: ShipmentProductsInput) => void;
  onValidity: (isValid: boolean) => void;
}) => {
  const { t, i18n } = useTranslation();
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
  const [flags, setFlags] = useState({
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
  const codError = (field: 'accountHolder' | 'amount' | 'iban', label: string) => {
    if (!isTouched) return undefined;
    const problem = codProblems.find((p) => p.field === field);
    return problem ? translateMessageKey(t, problem.messageKey, label) : undefined;
  };
  const isInsuranceMissing = isInsurable && insurance === null;
  // Bought insurance covers a value of the seller's choice (the content value by default).
  const isValueAsked = insurance === 'ENHANCED' || insurance === 'PLATFORM_INSURANCE';
  const insured = checkInsuredValue(insuredValue);
  const isValid = codProblems.length === 0 && !isInsuranceMissing && (!isValueAsked || insured.ok);

  useEffect(() => onValidity(isValid), [isValid, onValidity]);

  // Debounced: typing an IBAN sends one request, not one per key.
  const insuredMinor = isValueAsked && insured.ok ? insured.minor : contentValue;
  const input = JSON.stringify({ insurance, flags, cod, isValid, insuredMinor });
  useEffect(() => {
    if (!isTouched || !isValid) return;
    const timer = setTimeout(() => {
      const state = JSON.parse(input) as {
        insurance: InsuranceOption;
        flags: typeof flags;
        cod: CashOnDeliveryInput;
        insuredMinor?: number;
      };
      onChangeRef.current({
        insurance: {
          option: state.insurance,
          ...(state.insuredMinor !== undefined ? { value: state.insuredMinor } : {}),
        },
        ...state.flags,
        cashOnDelivery: state.cod.isSelected
          ? {
              accountHolder: state.cod.accountHolder.trim(),
              amount: checkContentValue(state.cod.amount).ok
                ? (checkContentValue(state.cod.amount) as { minor: number }).minor
                : undefined,
              iban: state.cod.iban.replaceAll(' ', '').toUpperCase(),
            }
          : null,
      });
    }, PRODUCTS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, isTouched, isValid]);

  const touch = () => setIsTouched(true);
  const money = (minor: number) => formatMoney(minor, { currency: 'EUR', locale: i18n.language });
  const flag = (key: keyof typeof flags, isShown: boolean, price?: number) =>
    isShown ? (
      <Checkbox
        key={key}
        label={`${t(`checkout.extras.${key}`)}${price ? ` (+${money(price)})` : ''}`}
        checked={flags[key]}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setFlags((current) => ({ ...current, [key]: checked }));
          touch();
        }}
      />
    ) : null;

  return (
    <Stack gap="sm" role="group" aria-label={t('checkout.extras.title')}>
      {isValueChanged && insurance === null ? (
        <Alert color="yellow" role="alert">
          {t('checkout.extras.insurance-price-change')}
        </Alert>
      ) : null}
      {isInsurable ? (
        <Select
          required
          error={
            isInsuranceMissing && isTouched ? translateMessageKey(t, 'insurance.error.required') : undefined
          }
          label={t('checkout.extras.insurance')}
          description={
            available.insurance.baseCoverage > 0
              ? t('checkout.extras.base-coverage', { amount: money(available.insurance.baseCoverage) })
              : undefined
          }
          data={INSURANCE_OPTIONS.map((option) => ({
            value: option,
            label: t(`checkout.extras.insurance-option.${option}`),
          }))}
          value={insurance}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          onChange={(value) => {
            if (!value) return;
            setInsurance(value as InsuranceOption);
            touch();
          }}
        />
      ) : null}
      {isInsurable && isValueAsked ? (
        <TextInput
          label={t('checkout.extras.insured-value')}
          required
          inputMode="decimal"
          maxLength={INSURED_VALUE_MAX_LENGTH}
          value={insuredValue}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setInsuredValue(value);
            touch();
          }}
          error={
            insured.ok
              ? undefined
              : translateMessageKey(t, insured.message, t('checkout.extras.insured-value'))
          }
        />
      ) : null}
      {flag('adultSignature', available.adultSignature.isEnabled, available.adultSignature.basePrice)}
      {flag(
        'additionalHandling',
        available.additionalHandling.isEnabled,
        available.additionalHandling.basePrice,
      )}
      {flag('proofOfDelivery', available.proofOfDelivery.isEnabled, available.proofOfDelivery.basePrice)}
      {flag('printInStore', available.printInStore.available)}
      {available.cashOnDelivery.isEnabled ? (
        <Checkbox
          label={t('checkout.extras.cashOnDelivery')}
          checked={cod.isSelected}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setCod((current) => ({ ...current, isSelected: checked }));
            touch();
          }}
        />
      ) : null}
      {cod.isSelected ? (
        <CashOnDeliveryFields
          cod={cod}
          maxAmount={money(available.cashOnDelivery.maxAmount)}
          errorOf={codError}
          onField={(field, value) => {
            setCod((current) => ({ ...current, [field]: value }));
            touch();
          }}
        />
      ) : null}
      {!isInsuranceEnabled(available.insurance) &&
      !available.adultSignature.isEnabled &&
      !available.cashOnDelivery.isEnabled &&
      !available.proofOfDelivery.isEnabled &&
      !available.additionalHandling.isEnabled &&
      !available.printInStore.available ? (
        <Text size="sm" c="dimmed">
          {t('checkout.extras.none')}
        </Text>
      ) : null}
    </Stack>
  );
};
