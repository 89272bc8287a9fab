import { Button, Group, Stack, Text } from '@mantine/core';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { addressSummaryLines } from '../../addresses/index.ts';

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
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" aria-label={label} role="group">
      <Stack gap={0}>
        {addressSummaryLines(address, i18n.language).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
      <Button variant="subtle" size="compact-sm" onClick={onChange}>
        {t('checkout.address.change')}
      </Button>
    </Group>
  );
};
