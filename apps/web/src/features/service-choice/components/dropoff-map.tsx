import { Button, Group, Stack, Text } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { pointsNear } from '../api/get-dropoff-points.ts';
import { PointPicker } from './point-picker.tsx';

/** The drop-off points near the sender where a service takes parcels in, on a map and in a list. */
export const DropoffMap = ({
  service,
  draft,
  onBack,
}: {
  service: Service;
  draft: ShipmentView;
  onBack: () => void;
}) => {
  const { t } = useTranslation();
  const title = t('checkout.service.points-title');
  return (
    <Stack gap="sm" aria-label={title} role="region">
      <Text fw={600}>{title}</Text>
      <PointPicker
        near={pointsNear(service.id, draft.data.from, draft.data.parcels)}
        side="sender"
        label={title}
        emptyText={t('checkout.service.origin-point-none', { carrier: service.carrierName })}
      />
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('checkout.back')}
        </Button>
      </Group>
    </Stack>
  );
};
