import { Card, Radio, Stack, Text } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { PointSummary } from '../../../shared/ui/point-summary.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useDropoffPoints } from '../api/get-dropoff-points.ts';

/**
 * Where the seller hands the parcel in, for a service dropped off at origin: the carrier's points
 * near the sender that take the shipment's parcels, nearest first, each with its address, opening
 * hours and distance. One radio group, so arrow keys move between points. No choice: the nearest.
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
  const points = useDropoffPoints({
    serviceId: service.id,
    country: shipment.data.from.alpha2Code ?? '',
    zip: shipment.data.from.zipCode ?? '',
    parcels: shipment.data.parcels,
  });
  const title = t('checkout.service.origin-point-title');
  return (
    <Stack gap="xs" role="region" aria-label={title}>
      {points.isLoading ? <LoadingState /> : null}
      {points.isError ? <ErrorState onRetry={() => points.refetch()} /> : null}
      {points.data?.length === 0 ? (
        <Text size="sm">{t('checkout.service.origin-point-none', { carrier: service.carrierName })}</Text>
      ) : null}
      {points.data && points.data.length > 0 ? (
        <Radio.Group
          value={value}
          onChange={onChange}
          name={name}
          label={title}
          description={t('checkout.service.origin-point-hint', { carrier: service.carrierName })}
        >
          <Stack gap="xs" mt="xs">
            {points.data.map((point) => (
              <Card key={point.id} withBorder padding="xs">
                <Radio
                  value={point.id}
                  aria-label={`${point.businessName}, ${point.address}`}
                  label={<PointSummary point={point} distanceMetres={point.distanceMetres} />}
                />
              </Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
    </Stack>
  );
};
