import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      opened={reference !== undefined}
      title={t('shipments.delete.title')}
      text={t('shipments.delete.text', { reference })}
      cancelLabel={t('shipments.delete.cancel')}
      confirmLabel={t('shipments.delete.confirm')}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
};
