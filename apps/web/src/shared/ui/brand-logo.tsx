import { Group, Text } from '@mantine/core';

/** The tenant's mark: a parcel glyph in its colour and its name. */
export const BrandLogo = ({ brandName, color }: { brandName: string; color: string }) => (
  <Group gap={8} wrap="nowrap">
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill={color} />
      <path
        d="M7 12l9-5 9 5v9l-9 5-9-5zM7 12l9 5 9-5M16 17v9"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
    <Text component="span" fw={700} size="lg" c={color}>
      {brandName}
    </Text>
  </Group>
);
