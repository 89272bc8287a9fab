import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a template is switched on or off (spec 3 §4); the switch moves only after the save. */
export const ConfirmToggleModal = ({
  nextActive,
  isSaving,
  onConfirm,
  onCancel,
}: {
  /** The state asked for; undefined while no change is asked. */
  nextActive: boolean | undefined;
  isSaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const which = nextActive ? 'activate' : 'deactivate';
  return (
    <Modal
      opened={nextActive !== undefined}
      onClose={onCancel}
      title={t(`branded-emails.list.confirm-${which}-title`)}
      closeButtonProps={{ 'aria-label': t('branded-emails.list.cancel') }}
    >
      <Text size="sm">{t(`branded-emails.list.confirm-${which}`)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('branded-emails.list.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={isSaving}>
          {t('branded-emails.list.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
