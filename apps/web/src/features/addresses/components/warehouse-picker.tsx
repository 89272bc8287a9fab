import { Select, type SelectProps } from '@mantine/core';
import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../api/get-warehouses.ts';
import { addressLines } from './address-lines.ts';

export type WarehousePickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (warehouse: Warehouse | null) => void;
};

/** Chooses one of the client's warehouses by alias (checkout sender, shipping-rule actions). */
export const WarehousePicker = ({ value, onChange, ...props }: WarehousePickerProps) => {
  const { t } = useTranslation();
  const { data: warehouses = [], isLoading, isError } = useWarehouses();

  return (
    <Select
      label={t('addresses.picker.warehouse')}
      placeholder={isLoading ? t('states.loading') : t('addresses.picker.warehouse-placeholder')}
      error={isError ? t('states.error') : undefined}
      nothingFoundMessage={t('addresses.sender.empty')}
      {...props}
      data={warehouses.map((w) => ({
        value: w.id,
        label: w.isDefault ? `${w.alias} (${t('addresses.default-badge')})` : w.alias,
      }))}
      value={value}
      onChange={(id) => onChange(warehouses.find((w) => w.id === id) ?? null)}
      renderOption={({ option }) => {
        const warehouse = warehouses.find((w) => w.id === option.value);
        return (
          <div>
            <div>{option.label}</div>
            {warehouse ? <small>{addressLines(warehouse).slice(2, 4).join(' · ')}</small> : null}
          </div>
        );
      }}
    />
  );
};
