import { Select, TextInput } from '@mantine/core';
import { INSURANCE_OPTIONS, type InsuranceOption } from '@shipdeck/domain/pricing/rules/insurance';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { INSURED_VALUE_MAX_LENGTH } from '../rules/insured-value.ts';
import type { ExtrasSelection } from './use-extras-selection.ts';

/** The insurance choice (required where the service insures) and, for bought cover, the value insured. */
export const InsuranceFields = ({
  extras,
  money,
}: {
  extras: ExtrasSelection;
  money: (minor: number) => string;
}) => {
  const { t } = useTranslation();
  const { insurance, available } = extras;
  return (
    <>
      <Select
        required
        error={
          insurance.isMissing && extras.isTouched
            ? translateMessageKey(t, 'insurance.error.required')
            : undefined
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
        value={insurance.option}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        onChange={(value) => {
          if (value) insurance.set(value as InsuranceOption);
        }}
      />
      {insurance.isValueAsked ? (
        <TextInput
          label={t('checkout.extras.insured-value')}
          required
          inputMode="decimal"
          maxLength={INSURED_VALUE_MAX_LENGTH}
          value={insurance.value}
          onChange={(event) => insurance.setValue(event.currentTarget.value)}
          error={
            insurance.check.ok
              ? undefined
              : translateMessageKey(t, insurance.check.message, t('checkout.extras.insured-value'))
          }
        />
      ) : null}
    </>
  );
};
