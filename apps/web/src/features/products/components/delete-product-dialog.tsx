import { Button, Group, Modal, Text } from '@mantine/core';
import type { Product } from '@shipdeck/domain/products/product.schema';
import { useTranslation } from 'react-i18next';

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
    <Modal
      opened={product !== null}
      onClose={onCancel}
      title={t('products.delete-confirm.title')}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      <Text size="sm">{t('products.delete-confirm.text', { name: product?.description ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
          {t('products.delete-confirm.cancel')}
        </Button>
        <Button color="red.9" onClick={() => product && onConfirm(product)} loading={isPending}>
          {t('products.delete-confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
