import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Asks before an action the seller cannot take back (deleting, deactivating, switching off). Focus starts
 * on the safe choice, so Enter never confirms by accident; the confirm button is red when the action
 * destroys something. While the action runs, the safe choice is disabled and the confirm button spins.
 */
export const ConfirmDialog = ({
  opened,
  title,
  text,
  cancelLabel,
  confirmLabel,
  isPending,
  isDestructive = true,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  isPending: boolean;
  isDestructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isPending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={isDestructive ? 'red.9' : undefined} onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
};
