import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Drafts are deleted only after this confirmation. */
export const DeleteDialog = ({
  reference,
  isPending,
  onConfirm,
  onCancel,
}: {
  reference: string | undefined;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={reference !== undefined}
      onClose={onCancel}
      title={t('shipments.delete.title')}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      <Text size="sm">{t('shipments.delete.text', { reference })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isPending}>
          {t('shipments.delete.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending}>
          {t('shipments.delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
