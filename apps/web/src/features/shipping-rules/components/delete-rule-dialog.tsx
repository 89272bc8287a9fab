import type { ShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

/** A rule is deleted only after this confirmation. */
export const DeleteRuleDialog = ({
  rule,
  isPending,
  onConfirm,
  onCancel,
}: {
  rule: ShippingRule | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={rule !== null}
      title={t('shipping-rules.delete.title')}
      text={t('shipping-rules.delete.text', { name: rule?.alias ?? '' })}
      cancelLabel={t('shipping-rules.delete.cancel')}
      confirmLabel={t('shipping-rules.delete.confirm')}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
};
