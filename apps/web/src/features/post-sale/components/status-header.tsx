import { Badge, Group, Title } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { DisplayStatus } from '@shipdeck/domain/shipments/shipment-states';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconBan,
  IconCircleCheck,
  IconClock,
  IconPackage,
  IconPencil,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { personName } from './format.ts';
import { type MessageKey, usePostSaleText } from './use-post-sale-text.ts';

const ICONS: Record<string, typeof IconTruck> = {
  [DisplayStatus.Draft]: IconPencil,
  [DisplayStatus.ReadyToPurchase]: IconPencil,
  [DisplayStatus.Processing]: IconClock,
  [DisplayStatus.ReadyForShipping]: IconPackage,
  [DisplayStatus.InTransit]: IconTruck,
  [DisplayStatus.OutForDelivery]: IconTruckDelivery,
  [DisplayStatus.Delivered]: IconCircleCheck,
  [DisplayStatus.Incident]: IconAlertTriangle,
  [DisplayStatus.ReturnedToSender]: IconArrowBackUp,
  [DisplayStatus.Canceled]: IconBan,
};

/** Header of the details page: the recipient's name, then the status label with its icon. */
export const StatusHeader = ({ shipment }: { shipment: ShipmentView }) => {
  const { t } = usePostSaleText();
  const Icon = ICONS[shipment.displayStatus] ?? IconPackage;
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {personName(shipment.data.to) || t('post-sale.recipient-unnamed')}
      </Title>
      <Badge
        size="lg"
        variant="light"
        color="dark"
        tt="none"
        leftSection={<Icon size={16} aria-hidden />}
        data-testid="shipment-status"
        data-status={shipment.displayStatus}
      >
        {t(`shipments.status.${shipment.displayStatus}` as MessageKey)}
      </Badge>
    </Group>
  );
};
