import { Stack, Text } from '@mantine/core';
import type { ShipmentAddress } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { addressLines } from './address-lines.ts';

/** An address as the lines a seller recognises it by, the country named in the reader's language. */
export const AddressBlock = ({ address }: { address: ShipmentAddress }) => {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      {addressLines(address, i18n.language).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
};
