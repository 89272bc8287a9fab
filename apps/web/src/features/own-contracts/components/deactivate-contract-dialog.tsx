import type { OwnContractModel } from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDeleteOwnContract } from '../api/delete-own-contract.ts';

/** Asks before deactivating a contract; the outcome is a toast either way. */
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
    <ConfirmDialog
      opened={model !== null}
      title={t('own-contract.deactivate.title', { carrier: model?.carrierName ?? '' })}
      text={t('own-contract.deactivate.text')}
      cancelLabel={t('own-contract.deactivate.cancel')}
      confirmLabel={t('own-contract.deactivate.confirm')}
      isPending={deactivate.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
};
