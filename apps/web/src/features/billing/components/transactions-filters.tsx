import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  presetOfRange,
  presetRange,
  TRANSACTION_PRESETS,
  type TransactionPreset,
  type TransactionsRange,
  type TransactionsRangeError,
} from '@shipdeck/domain/transactions/rules/transactions-range';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  today: string;
  range: Partial<TransactionsRange>;
  rangeError: { message: TransactionsRangeError; field: 'from' | 'to' } | null;
  idInput: string;
  onIdInput: (text: string) => void;
  onRange: (range: Partial<TransactionsRange>) => void;
};

/**
 * The reference search and the period: last 30 days, this month, last month, or custom days
 * (`YYYY-MM-DD`, up to today) picked with the browser's date inputs.
 */
export const TransactionsFilters = ({ today, range, rangeError, idInput, onIdInput, onRange }: Props) => {
  const { t } = useTranslation();
  const [isCustom, setIsCustom] = useState(() => presetOfRange(range, today) === 'custom');
  const preset: TransactionPreset = isCustom ? 'custom' : presetOfRange(range, today);

  const choosePreset = (value: string) => {
    const next = value as TransactionPreset;
    setIsCustom(next === 'custom');
    const days = presetRange(next, today);
    if (days) onRange(days);
  };
  const dateInput = (field: 'from' | 'to') => (
    <TextInput
      type="date"
      label={t(`billing.transactions.filters.${field}`)}
      value={range[field] ?? ''}
      max={today}
      onChange={(event) => onRange({ ...range, [field]: event.currentTarget.value || undefined })}
      error={rangeError?.field === field ? t(rangeError.message) : undefined}
    />
  );

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm">
        <TextInput
          type="search"
          label={t('billing.transactions.filters.id')}
          placeholder={t('billing.transactions.filters.id-placeholder')}
          description={t('billing.transactions.filters.id-hint')}
          value={idInput}
          onChange={(event) => onIdInput(event.currentTarget.value)}
          w={260}
        />
        <NativeSelect
          label={t('billing.transactions.filters.period')}
          data={TRANSACTION_PRESETS.map((value) => ({
            value,
            label: t(`billing.transactions.presets.${value}`),
          }))}
          value={preset}
          onChange={(event) => choosePreset(event.currentTarget.value)}
          w={200}
        />
      </Group>
      {preset === 'custom' ? (
        <Group align="flex-start" gap="sm">
          {dateInput('from')}
          {dateInput('to')}
        </Group>
      ) : null}
    </Stack>
  );
};
