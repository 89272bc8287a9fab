import { Select, type SelectProps } from '@mantine/core';
import type { SavedAddress } from '@shipdeck/domain/addresses/address.schema';
import { useTranslation } from 'react-i18next';
import { addressLines } from './address-lines.ts';

export type AddressPickerProps<T extends SavedAddress> = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (address: T | null) => void;
};

/**
 * Chooses one saved address by its label, showing a few of its lines under each option; the kind's
 * picker says which addresses, how each is labelled and which lines tell them apart.
 */
export const AddressPicker = <T extends SavedAddress>({
  addresses,
  isLoading,
  isError,
  labelOf,
  linesOf,
  value,
  onChange,
  ...props
}: AddressPickerProps<T> & {
  addresses: T[];
  isLoading: boolean;
  isError: boolean;
  labelOf: (address: T) => string;
  linesOf: (lines: string[]) => string[];
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Select
      placeholder={isLoading ? t('states.loading') : undefined}
      error={isError ? t('states.error') : undefined}
      {...props}
      data={addresses.map((address) => ({ value: address.id, label: labelOf(address) }))}
      value={value}
      onChange={(id) => onChange(addresses.find((address) => address.id === id) ?? null)}
      renderOption={({ option }) => {
        const address = addresses.find((candidate) => candidate.id === option.value);
        return (
          <div>
            <div>{option.label}</div>
            {address ? <small>{linesOf(addressLines(address, i18n.language)).join(' · ')}</small> : null}
          </div>
        );
      }}
    />
  );
};
