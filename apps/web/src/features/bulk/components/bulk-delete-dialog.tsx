import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      opened={opened}
      title={t('bulk-panel.delete.title', { count })}
      text={t('bulk-panel.delete.text', { count })}
      cancelLabel={t('bulk-panel.delete.cancel')}
      confirmLabel={t('bulk-panel.delete.confirm', { count })}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
};
