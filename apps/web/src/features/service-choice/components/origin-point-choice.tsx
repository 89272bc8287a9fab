import { Stack } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { pointsNear } from '../api/get-dropoff-points.ts';
import { PointPicker } from './point-picker.tsx';

/**
 * Where the seller hands the parcel in, for a service dropped off at origin: the carrier's points
 * near the sender that take the shipment's parcels, nearest first. No choice: the nearest.
 */
export const OriginPointChoice = ({
  service,
  shipment,
  value,
  onChange,
  name,
}: {
  service: Service;
  shipment: ShipmentView;
  value: string | null;
  onChange: (pointId: string) => void;
  name: string;
}) => {
  const { t } = useTranslation();
  const title = t('checkout.service.origin-point-title');
  return (
    <Stack gap="xs" role="region" aria-label={title}>
      <PointPicker
        near={pointsNear(service.id, shipment.data.from, shipment.data.parcels)}
        side="sender"
        label={title}
        description={t('checkout.service.origin-point-hint', { carrier: service.carrierName })}
        emptyText={t('checkout.service.origin-point-none', { carrier: service.carrierName })}
        value={value}
        onChange={onChange}
        name={name}
      />
    </Stack>
  );
};
