import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A badge in one colour of the palette: darkened shade 9 text on shade 0, above 4.5:1 for each colour. */
export const TintBadge = ({
  color,
  children,
  ...props
}: { color: string; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant' | 'styles'>) => (
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
    {...props}
  >
    {children}
  </Badge>
);
