import { Select, type SelectProps } from '@mantine/core';
import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import type { SavedRecipientsQuery } from '@shipdeck/domain/addresses/recipient-query.schema';
import { useTranslation } from 'react-i18next';
import { useSavedRecipients } from '../api/get-saved-recipients.ts';
import { addressLines } from './address-lines.ts';

export type RecipientPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The destination chosen so far: only book entries that fit it are offered. */
  destination: SavedRecipientsQuery;
  value: string | null;
  onChange: (recipient: Recipient | null) => void;
};

/** Fills a shipment's recipient from the address book. */
export const RecipientPicker = ({ destination, value, onChange, ...props }: RecipientPickerProps) => {
  const { t } = useTranslation();
  const { data: recipients = [], isLoading, isError } = useSavedRecipients(destination);
  return (
    <Select
      label={t('addresses.picker.recipient')}
      placeholder={isLoading ? t('states.loading') : t('addresses.picker.recipient-placeholder')}
      error={isError ? t('states.error') : undefined}
      nothingFoundMessage={t('addresses.recipient.empty')}
      searchable
      clearable
      {...props}
      data={recipients.map((r) => ({ value: r.id, label: r.alias }))}
      value={value}
      onChange={(id) => onChange(recipients.find((r) => r.id === id) ?? null)}
      renderOption={({ option }) => {
        const recipient = recipients.find((r) => r.id === option.value);
        return (
          <div>
            <div>{option.label}</div>
            {recipient ? <small>{addressLines(recipient).slice(0, 4).join(' · ')}</small> : null}
          </div>
        );
      }}
    />
  );
};
