import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The bulk selection: its count, the bulk panel's opener and clear. */
export const BulkBar = ({
  count,
  onClear,
  onOpen,
}: {
  count: number;
  onClear: () => void;
  onOpen: () => void;
}) => {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Affix position={{ bottom: 24, left: '50%' }} style={{ transform: 'translateX(-50%)' }}>
      <Paper
        shadow="md"
        radius="md"
        withBorder
        px="lg"
        py="sm"
        role="region"
        aria-label={t('shipments.bulk.title')}
      >
        <Group gap="lg" wrap="nowrap">
          <Text fw={600} role="status">
            {t('shipments.bulk.selected', { count })}
          </Text>
          <Button onClick={onOpen} aria-haspopup="dialog">
            {t('shipments.bulk.actions')}
          </Button>
          <Button variant="subtle" onClick={onClear}>
            {t('shipments.bulk.clear')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
};
