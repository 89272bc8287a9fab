import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OwnContractModel } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useDeleteOwnContract } from '../api/delete-own-contract.ts';

/** Asks before deactivating a contract (spec 3 §4); a failure is an error toast (spec 3 §8). */
export const DeactivateContractDialog = ({
  model,
  onClose,
}: {
  model: OwnContractModel | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const deactivate = useDeleteOwnContract();
  const confirm = () => {
    if (!model?.contractId) return;
    deactivate.mutate(model.contractId, {
      onSuccess: () => {
        showSuccessToast(t('own-contract.deactivate.success', { carrier: model.carrierName }));
        onClose();
      },
      onError: () => showErrorToast(t('own-contract.deactivate.error')),
    });
  };
  return (
    <Modal
      opened={model !== null}
      onClose={onClose}
      title={t('own-contract.deactivate.title', { carrier: model?.carrierName ?? '' })}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('own-contract.deactivate.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={deactivate.isPending} data-autofocus>
            {t('own-contract.deactivate.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm} loading={deactivate.isPending}>
            {t('own-contract.deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
