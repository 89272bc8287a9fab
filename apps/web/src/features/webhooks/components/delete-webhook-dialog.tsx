import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
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
    <ConfirmDialog
      opened={isOpen}
      title={t('webhooks.delete-dialog.title')}
      text={t('webhooks.delete-dialog.body')}
      cancelLabel={t('webhooks.delete-dialog.cancel')}
      confirmLabel={t('webhooks.delete')}
      isPending={remove.isPending}
      onConfirm={() =>
        remove.mutate(endpointId, {
          onSuccess: onClose,
          onError: () => showErrorToast(t('webhooks.error.generic')),
        })
      }
      onCancel={onClose}
    />
  );
};
