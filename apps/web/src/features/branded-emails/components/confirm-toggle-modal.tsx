import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

/** Asks before a template is switched on or off; the switch moves only after the save. */
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
    <ConfirmDialog
      opened={nextActive !== undefined}
      title={t(`branded-emails.list.confirm-${which}-title`)}
      text={t(`branded-emails.list.confirm-${which}`)}
      cancelLabel={t('branded-emails.list.cancel')}
      confirmLabel={t('branded-emails.list.confirm')}
      isPending={isSaving}
      isDestructive={nextActive === false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
};
