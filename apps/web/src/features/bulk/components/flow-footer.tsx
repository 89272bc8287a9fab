import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The Save button every edit flow ends with; disabled until the flow has what it needs. Without
 * `onSave` it submits the surrounding form, so Enter in a field saves too.
 */
export const FlowFooter = ({
  canSave,
  isPending,
  onSave,
}: {
  canSave: boolean;
  isPending: boolean;
  onSave?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} disabled={!canSave} loading={isPending}>
        {t('bulk-panel.save')}
      </Button>
    </Group>
  );
};
