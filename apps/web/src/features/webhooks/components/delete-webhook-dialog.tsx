import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { useDeleteWebhook } from '../api/delete-webhook.ts';

/** Asks before deleting an endpoint: its secret and delivery log go with it. */
export const DeleteWebhookDialog = ({
  endpointId,
  isOpen,
  onClose,
}: {
  endpointId: string;
  isOpen: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('webhooks.delete-dialog.title')}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('webhooks.delete-dialog.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('webhooks.delete-dialog.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(endpointId, {
                onSuccess: onClose,
                onError: () => showErrorToast(t('webhooks.error.generic')),
              })
            }
          >
            {t('webhooks.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
