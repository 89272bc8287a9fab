import { Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  canAddProduct,
  MAX_PRODUCTS,
  PRODUCT_LIMIT_EXCEEDED_KEY,
  type Product,
  type ProductRequest,
} from '@shipdeck/domain/products/product.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCreateProduct } from '../api/create-product.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useProducts } from '../api/get-products.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { DeleteProductDialog } from '../components/delete-product-dialog.tsx';
import { ProductForm } from '../components/product-form.tsx';
import { formatHsCode, productValue, productWeight } from '../components/product-format.ts';

/** The search waits for a pause in typing. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

type Editing = { mode: 'create' } | { mode: 'edit'; product: Product } | null;

/** /settings/products: the product catalogue, searchable by description or HS code, at most 500. */
export const ProductsPage = () => {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('settings-menu.products'), useInit().tenant.brandName);
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const products = useProducts(search ? { search } : {});
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const totalSaved = products.data?.totalSaved ?? 0;
  const canAdd = products.isSuccess && canAddProduct(totalSaved);

  const save = async (values: ProductRequest) => {
    try {
      if (editing?.mode === 'edit') {
        await updateProduct.mutateAsync({ id: editing.product.id, values });
      } else {
        await createProduct.mutateAsync(values);
      }
      showSuccessToast(t('products.toast.saved'));
      setEditing(null);
    } catch (error) {
      showErrorToast(t('products.toast.save-error'));
      throw error;
    }
  };

  const remove = (product: Product) =>
    deleteProduct.mutate(product.id, {
      onSuccess: () => {
        showSuccessToast(t('products.toast.deleted'));
        setDeleting(null);
      },
      onError: () => showErrorToast(t('products.toast.delete-error')),
    });

  const addButton = canAdd ? (
    <Button onClick={() => setEditing({ mode: 'create' })}>{t('products.add')}</Button>
  ) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1}>{t('settings-menu.products')}</Title>
          <Text size="sm" c="dimmed">
            {t('products.subtitle', { max: MAX_PRODUCTS })}
          </Text>
        </Stack>
        {totalSaved > 0 ? addButton : null}
      </Group>
      {products.isSuccess && !canAdd ? (
        <Text size="sm" role="status">
          {t('products.limit-reached', { max: MAX_PRODUCTS })}
        </Text>
      ) : null}
      {totalSaved > 0 || search ? (
        <Group justify="space-between" align="flex-end">
          <TextInput
            type="search"
            label={t('products.search')}
            value={searchInput}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('products.count', { count: totalSaved, max: MAX_PRODUCTS })}
          </Text>
        </Group>
      ) : null}

      {products.isPending ? (
        <LoadingState />
      ) : products.isError ? (
        <ErrorState onRetry={() => void products.refetch()} />
      ) : products.data.totalSaved === 0 ? (
        <EmptyState title={t('products.empty')}>
          <Text size="sm">{t('products.empty-hint')}</Text>
          {addButton}
        </EmptyState>
      ) : products.data.products.length === 0 ? (
        <EmptyState title={t('products.no-match')} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t('settings-menu.products')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('products.field.description')}</Table.Th>
                <Table.Th>{t('products.field.hsCode')}</Table.Th>
                <Table.Th>{t('products.field.originCountry')}</Table.Th>
                <Table.Th>{t('products.field.unitValue')}</Table.Th>
                <Table.Th>{t('products.field.weight')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('products.column-actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.data.products.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {product.description}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatHsCode(product.hsCode)}</Table.Td>
                  <Table.Td>{countryLabel(product.originCountry, i18n.language)}</Table.Td>
                  <Table.Td>{productValue(product, i18n.language)}</Table.Td>
                  <Table.Td>{productWeight(product, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing({ mode: 'edit', product })}
                        aria-label={t('products.actions.edit-named', { name: product.description })}
                      >
                        {t('products.actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red.9"
                        onClick={() => setDeleting(product)}
                        aria-label={t('products.actions.delete-named', { name: product.description })}
                      >
                        {t('products.actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <SidePanel
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.mode === 'edit' ? 'products.edit-title' : 'products.add-title')}
      >
        {editing ? (
          <ProductForm
            key={editing.mode === 'edit' ? editing.product.id : 'new'}
            product={editing.mode === 'edit' ? editing.product : undefined}
            submitLabel={t('products.actions.save')}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            disabledMessageKey={editing.mode === 'create' && !canAdd ? PRODUCT_LIMIT_EXCEEDED_KEY : undefined}
          />
        ) : null}
      </SidePanel>
      <DeleteProductDialog
        product={deleting}
        isPending={deleteProduct.isPending}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
};
