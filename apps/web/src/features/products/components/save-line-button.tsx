import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { type ProductFormValues, productFormSchema } from '../rules/product-form.ts';

export type SaveLineButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** The line as typed: value in euros, weight in kilograms. */
  line: ProductFormValues;
  'aria-label'?: string;
};

/**
 * "Save to my products" for a customs line typed by hand: the line is checked by the catalogue's
 * rules (an HS code is needed here) and added, so the next shipment can pick it.
 */
export const SaveLineButton = ({ line, children, ...props }: SaveLineButtonProps) => {
  const { t } = useTranslation();
  const createProduct = useCreateProduct();

  const save = () => {
    const parsed = productFormSchema.safeParse(line);
    if (!parsed.success) {
      showErrorToast(t('products.line-incomplete'));
      return;
    }
    createProduct.mutate(parsed.data, {
      onSuccess: () => showSuccessToast(t('products.line-saved')),
      onError: (error) => showErrorToast(apiErrorText(t, error)),
    });
  };

  return (
    <Button variant="subtle" size="compact-sm" {...props} loading={createProduct.isPending} onClick={save}>
      {children ?? t('products.save-line')}
    </Button>
  );
};
