import { Button, Group } from '@mantine/core';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { AddressBlock } from '../../addresses/index.ts';

/** A chosen sender or recipient as lines, with the way back to changing it. */
export const AddressSummary = ({
  address,
  onChange,
  label,
}: {
  address: ShipmentAddress;
  onChange: () => void;
  label: string;
}) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" aria-label={label} role="group">
      <AddressBlock address={address} />
      <Button variant="subtle" size="compact-sm" onClick={onChange}>
        {t('checkout.address.change')}
      </Button>
    </Group>
  );
};
