import { Button, Group, Modal, Text } from '@mantine/core';
import type { ShippingRule } from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import { useTranslation } from 'react-i18next';

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
    <Modal
      opened={rule !== null}
      onClose={onCancel}
      title={t('shipping-rules.delete.title')}
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
      centered
    >
      <Text size="sm">{t('shipping-rules.delete.text', { name: rule?.alias ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={isPending}>
          {t('shipping-rules.delete.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending}>
          {t('shipping-rules.delete.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
