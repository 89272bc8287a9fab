import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Drafts are deleted only after this confirmation, here for several at once. */
export const BulkDeleteDialog = ({
  count,
  opened,
  isPending,
  onConfirm,
  onCancel,
}: {
  count: number;
  opened: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('bulk-panel.delete.title', { count })}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      <Text size="sm">{t('bulk-panel.delete.text', { count })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
          {t('bulk-panel.delete.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={isPending}>
          {t('bulk-panel.delete.confirm', { count })}
        </Button>
      </Group>
    </Modal>
  );
};
