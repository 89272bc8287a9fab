import { Stack, Text, Title } from '@mantine/core';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import type { ReactNode } from 'react';
import { AddressBlock } from '../../addresses/index.ts';

/** A titled part of a panel, found by its title (sender, recipient, pick-up point). */
export const PanelSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap="sm" component="section" aria-label={title}>
    <Title order={3} size="h5">
      {title}
    </Title>
    {children}
  </Stack>
);

export const AddressSummary = ({ address }: { address: ShipmentAddress }) => (
  <AddressBlock address={address} />
);
