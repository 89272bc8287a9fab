import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { formatMoney } from '@shipdeck/domain/money/money';
import type { ShipmentPriceDetails, ShipmentProductsInput } from '@shipdeck/domain/pricing/pricing.schema';
import { isInsuranceEnabled } from '@shipdeck/domain/pricing/rules/insurance';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { CashOnDeliveryFields } from './cash-on-delivery-fields.tsx';
import { InsuranceFields } from './insurance-fields.tsx';
import { type ExtraFlags, useExtrasSelection } from './use-extras-selection.ts';

/** True when the service offers none of the extras. */
const offersNone = (available: ShipmentPriceDetails['availableProducts']) =>
  !isInsuranceEnabled(available.insurance) &&
  !available.adultSignature.isEnabled &&
  !available.cashOnDelivery.isEnabled &&
  !available.proofOfDelivery.isEnabled &&
  !available.additionalHandling.isEnabled &&
  !available.printInStore.available;

/**
 * Extras: insurance, adult signature, additional handling, proof of delivery,
 * print in store and cash on delivery, each only when the service offers it.
 */
export const ExtrasForm = (props: {
  details: ShipmentPriceDetails;
  /** The declared content value (minor units): the insured value follows it. */
  contentValue: number | undefined;
  onChange: (input: ShipmentProductsInput) => void;
  onValidity: (isValid: boolean) => void;
}) => {
  const { t, i18n } = useTranslation();
  const extras = useExtrasSelection(props);
  const { available, cod } = extras;
  const money = (minor: number) => formatMoney(minor, { currency: 'EUR', locale: i18n.language });
  const codError = (field: 'accountHolder' | 'amount' | 'iban', label: string) => {
    if (!extras.isTouched) return undefined;
    const problem = extras.codProblems.find((p) => p.field === field);
    return problem ? translateMessageKey(t, problem.messageKey, label) : undefined;
  };
  const flag = (key: keyof ExtraFlags, isShown: boolean, price?: number) =>
    isShown ? (
      <Checkbox
        key={key}
        label={`${t(`checkout.extras.${key}`)}${price ? ` (+${money(price)})` : ''}`}
        checked={extras.flags[key]}
        onChange={(event) => extras.setFlag(key, event.currentTarget.checked)}
      />
    ) : null;

  return (
    <Stack gap="sm" role="group" aria-label={t('checkout.extras.title')}>
      {extras.isValueChanged && extras.insurance.option === null ? (
        <Alert color="yellow" role="alert">
          {t('checkout.extras.insurance-price-change')}
        </Alert>
      ) : null}
      {extras.isInsurable ? <InsuranceFields extras={extras} money={money} /> : null}
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
          onChange={(event) => extras.setCod({ isSelected: event.currentTarget.checked })}
        />
      ) : null}
      {cod.isSelected ? (
        <CashOnDeliveryFields
          cod={cod}
          maxAmount={money(available.cashOnDelivery.maxAmount)}
          errorOf={codError}
          onField={(field, value) => extras.setCod({ [field]: value })}
        />
      ) : null}
      {offersNone(available) ? (
        <Text size="sm" c="dimmed">
          {t('checkout.extras.none')}
        </Text>
      ) : null}
    </Stack>
  );
};
