import { Stack, Text, Title } from '@mantine/core';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addressSummaryLines } from '../../addresses/index.ts';

/** A titled part of a panel, found by its title (sender, recipient, pick-up point). */
export const PanelSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="sm" component="section" aria-label={title}>
    <Title order={3} size="h5">
      {title}
    </Title>
    {children}
  </Stack>
);

export const AddressSummary = ({ address }: { address: ShipmentAddress }) => {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      {addressSummaryLines(address, i18n.language).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
};
