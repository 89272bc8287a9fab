import type { SelectProps } from '@mantine/core';
import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import type { SavedRecipientsQuery } from '@shipdeck/domain/addresses/recipient-query.schema';
import { useTranslation } from 'react-i18next';
import { useSavedRecipients } from '../api/get-saved-recipients.ts';
import { AddressPicker } from './address-picker.tsx';

export type RecipientPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** The destination chosen so far: only book entries that fit it are offered. */
  destination: SavedRecipientsQuery;
  value: string | null;
  onChange: (recipient: Recipient | null) => void;
};

/** Fills a shipment's recipient from the address book, searchable by alias. */
export const RecipientPicker = ({ destination, ...props }: RecipientPickerProps) => {
  const { t } = useTranslation();
  const { data = [], isLoading, isError } = useSavedRecipients(destination);
  return (
    <AddressPicker
      label={t('addresses.picker.recipient')}
      placeholder={isLoading ? t('states.loading') : t('addresses.picker.recipient-placeholder')}
      nothingFoundMessage={t('addresses.recipient.empty')}
      searchable
      clearable
      {...props}
      addresses={data}
      isLoading={isLoading}
      isError={isError}
      labelOf={(recipient) => recipient.alias}
      linesOf={(lines) => lines.slice(0, 4)}
    />
  );
};
