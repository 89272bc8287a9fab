import { Badge } from '@mantine/core';
import { type MessageKey, useText } from '../hooks/use-text.ts';
import { displayStatusColor } from '../rules/display-status-colors.ts';

/** The display status with its colour (spec 2 §4). */
export const StatusBadge = ({ status }: { status: string }) => {
  const { t } = useText();
  const color = displayStatusColor(status);
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      styles={{ label: { color: `var(--mantine-color-${color}-9)` } }}
      data-status={status}
    >
      {t(`shipments.status.${status}` as MessageKey)}
    </Badge>
  );
};
