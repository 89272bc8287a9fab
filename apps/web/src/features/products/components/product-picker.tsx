import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product } from '@shipdeck/domain/products/product.schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../api/get-products.ts';
import { formatHsCode } from './product-format.ts';

/** How many products the picker offers for what is typed; typing more narrows them. */
export const PRODUCT_PICKER_LIMIT = 20;
/** The picker asks the server after a pause in typing. */
export const PRODUCT_PICKER_DEBOUNCE_MS = 300;

export type ProductPickerProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  /** A product was chosen: the caller fills its line from it. */
  onPick: (product: Product) => void;
};

/**
 * A searchable select over the product catalogue (description or HS code, matched by the server).
 * Picking fills a line and leaves the picker empty again, ready for the next line. A client with
 * no products sees nothing.
 */
export const ProductPicker = ({ onPick, label, ...props }: ProductPickerProps) => {
  const { t } = useTranslation();
  const [searchValue, setSearchValue] = useState('');
  const [search] = useDebouncedValue(searchValue.trim(), PRODUCT_PICKER_DEBOUNCE_MS);
  const products = useProducts({ ...(search ? { search } : {}), limit: PRODUCT_PICKER_LIMIT });
  const byId = useMemo(
    () => new Map((products.data?.products ?? []).map((product) => [product.id, product])),
    [products.data],
  );
  if (!products.data || products.data.totalSaved === 0) return null;

  const options = [...byId.values()].map((product) => ({
    value: product.id,
    label: t('products.picker.option', {
      description: product.description,
      hsCode: formatHsCode(product.hsCode),
    }),
  }));

  return (
    <Select
      {...props}
      label={label ?? t('products.picker.label')}
      placeholder={t('products.picker.placeholder')}
      searchable
      clearable={false}
      data={options}
      value={null}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server already matched what was typed (description or HS code).
      filter={({ options: all }) => all}
      nothingFoundMessage={t('products.picker.nothing-found')}
      // Inline dropdown: inside a side panel (a modal) a portalled list would sit outside the dialog.
      comboboxProps={{ withinPortal: false }}
      onChange={(id) => {
        const product = id ? byId.get(id) : undefined;
        if (!product) return;
        onPick(product);
        setSearchValue('');
      }}
    />
  );
};
