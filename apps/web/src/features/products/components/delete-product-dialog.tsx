import type { Product } from '@shipdeck/domain/products/product.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

/** A product leaves the catalogue only after this confirmation. */
export const DeleteProductDialog = ({
  product,
  isPending,
  onConfirm,
  onCancel,
}: {
  product: Product | null;
  isPending: boolean;
  onConfirm: (product: Product) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={product !== null}
      title={t('products.delete-confirm.title')}
      text={t('products.delete-confirm.text', { name: product?.description ?? '' })}
      cancelLabel={t('products.delete-confirm.cancel')}
      confirmLabel={t('products.delete-confirm.confirm')}
      isPending={isPending}
      onConfirm={() => product && onConfirm(product)}
      onCancel={onCancel}
    />
  );
};
