import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayStatusColor } from './display-status-colors.ts';

/** The display status with its colour. */
export const StatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  const color = displayStatusColor(status);
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      tt="none"
      styles={{
        root: {
          background: `var(--mantine-color-${color}-0)`,
          border: `1px solid var(--mantine-color-${color}-3)`,
        },
        // Shade 9 darkened by a quarter keeps 4.5:1 on the tint for every colour of the palette.
        label: { color: `color-mix(in srgb, var(--mantine-color-${color}-9), black 25%)` },
      }}
      data-status={status}
    >
      {t(`shipments.status.${status}` as 'shipments.status.DRAFT')}
    </Badge>
  );
};
