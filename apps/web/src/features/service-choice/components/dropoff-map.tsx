import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useDropoffPoints } from '../api/get-dropoff-points.ts';

/** The drop-off points near the sender where a service takes parcels in. */
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
  const points = useDropoffPoints({
    serviceId: service.id,
    country: draft.data.from.alpha2Code ?? '',
    zip: draft.data.from.zipCode ?? '',
    parcels: draft.data.parcels,
  });
  return (
    <Stack gap="sm" aria-label={t('checkout.service.points-title')} role="region">
      <Text fw={600}>{t('checkout.service.points-title')}</Text>
      {points.isLoading ? <LoadingState /> : null}
      {points.isError ? <ErrorState onRetry={() => points.refetch()} /> : null}
      {(points.data ?? []).map((point) => (
        <Card key={point.id} withBorder padding="xs">
          <Text fw={600}>{point.businessName}</Text>
          <Text size="sm">
            {point.address}, {point.zipCode} {point.city}
          </Text>
          <Text size="xs" c="dimmed">
            {point.coordinates.latitude.toFixed(5)}, {point.coordinates.longitude.toFixed(5)} ·{' '}
            {t('checkout.service.distance', { metres: point.distanceMetres })}
          </Text>
        </Card>
      ))}
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('checkout.back')}
        </Button>
      </Group>
    </Stack>
  );
};
