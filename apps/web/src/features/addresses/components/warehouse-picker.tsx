import type { SelectProps } from '@mantine/core';
import type { Warehouse } from '@shipdeck/domain/addresses/address.schema';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../api/get-warehouses.ts';
import { AddressPicker } from './address-picker.tsx';

export type WarehousePickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (warehouse: Warehouse | null) => void;
};

/** Chooses one of the client's warehouses by alias, the default one marked (checkout sender, shipping rules). */
export const WarehousePicker = (props: WarehousePickerProps) => {
  const { t } = useTranslation();
  const { data = [], isLoading, isError } = useWarehouses();
  return (
    <AddressPicker
      label={t('addresses.picker.warehouse')}
      placeholder={isLoading ? t('states.loading') : t('addresses.picker.warehouse-placeholder')}
      nothingFoundMessage={t('addresses.sender.empty')}
      {...props}
      addresses={data}
      isLoading={isLoading}
      isError={isError}
      labelOf={(w) => (w.isDefault ? `${w.alias} (${t('addresses.default-badge')})` : w.alias)}
      linesOf={(lines) => lines.slice(2, 4)}
    />
  );
};
