import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { useDeleteApiKey } from '../api/delete-api-key.ts';

/** Asks before revoking; once revoked, the same dialog says so. */
export const RevokeApiKeyDialog = ({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const revoke = useDeleteApiKey();
  const [isRevoked, setIsRevoked] = useState(false);

  const close = () => {
    onClose();
    setIsRevoked(false);
  };
  const confirm = () =>
    revoke.mutate(undefined, {
      onSuccess: () => setIsRevoked(true),
      onError: () => showErrorToast(t('generate-api-key.create.error')),
    });

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={
        isRevoked
          ? t('generate-api-key.revoke-dialog.success-title')
          : t('generate-api-key.revoke-dialog.title')
      }
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      {isRevoked ? (
        <Stack gap="md">
          <Text size="sm" role="status">
            {t('generate-api-key.revoke-dialog.success')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {t('generate-api-key.revoke-dialog.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('generate-api-key.revoke-dialog.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={revoke.isPending} data-autofocus>
              {t('generate-api-key.revoke-dialog.cancel')}
            </Button>
            <Button color="red.9" onClick={confirm} loading={revoke.isPending}>
              {t('generate-api-key.revoke-dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
