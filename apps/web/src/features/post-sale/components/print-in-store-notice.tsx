import { Alert, Group, Stack, Text } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { DisplayStatus } from '@shipdeck/domain/shipments/shipment-states';
import { IconBuildingStore } from '@tabler/icons-react';
import { useShipmentProducts } from '../api/get-shipment-products.ts';
import { usePostSaleText } from './use-post-sale-text.ts';

// Until the parcel is handed over; after that there is nothing left to print.
const BEFORE_HAND_OVER: string[] = [DisplayStatus.Processing, DisplayStatus.ReadyForShipping];

/**
 * Print in store: the seller bought the option, so the drop-off store prints the label
 * from the shipment's reference. What was bought comes from the shipment's products; when they
 * cannot be loaded the notice is left out rather than blocking the page.
 */
export const PrintInStoreNotice = ({ shipment }: { shipment: ShipmentView }) => {
  const { t } = usePostSaleText();
  const isRelevant = BEFORE_HAND_OVER.includes(shipment.displayStatus) && shipment.data.service !== null;
  const products = useShipmentProducts(shipment.reference, { isEnabled: isRelevant });
  if (!isRelevant || !products.data?.selection.printInStore) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBuildingStore aria-hidden />}
      title={t('post-sale.print-in-store.title')}
      data-testid="notice-print-in-store"
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('post-sale.print-in-store.text', { carrier: shipment.data.service?.carrierName ?? '' })}
        </Text>
        <Group gap="xs">
          <Text size="sm">{t('post-sale.print-in-store.code')}</Text>
          <Text size="sm" fw={700} ff="monospace" data-testid="print-in-store-code">
            {shipment.reference}
          </Text>
        </Group>
      </Stack>
    </Alert>
  );
};
