import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useDropoffPoints } from '../../service-choice/index.ts';
import { PanelSection } from './panel-section.tsx';

/**
 * Recipient panel: where the recipient collects a pick-up-point service's parcel. The
 * button reads select or modify; without a point the panel says one is needed.
 */
export const PickupPointSection = ({
  shipment,
  value,
  onChange,
}: {
  shipment: ShipmentView;
  value: string | null;
  onChange: (pointId: string) => void;
}) => {
  const { t } = useTranslation();
  const [isChoosing, setIsChoosing] = useState(false);
  const points = useDropoffPoints({
    serviceId: shipment.data.service?.id ?? '',
    country: shipment.data.to.alpha2Code ?? '',
    zip: shipment.data.to.zipCode ?? '',
    parcels: shipment.data.parcels,
  });
  const chosen = points.data?.find((point) => point.id === value);

  return (
    <PanelSection title={t('shipment-panels.recipient.pickup')}>
      {chosen ? (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {chosen.businessName}
          </Text>
          <Text size="sm">
            {chosen.address}, {chosen.zipCode} {chosen.city}
          </Text>
        </Stack>
      ) : null}
      {value && !chosen && !points.isLoading ? (
        <Text size="sm">{t('shipment-panels.recipient.pickup-chosen')}</Text>
      ) : null}
      {value ? null : (
        <Alert color="red" role="alert">
          {translateMessageKey(t, 'dropoff-info.error.text')}
        </Alert>
      )}
      <Button
        variant="light"
        onClick={() => setIsChoosing((current) => !current)}
        aria-expanded={isChoosing}
        style={{ alignSelf: 'flex-start' }}
      >
        {t(value ? 'shipment-panels.recipient.pickup-modify' : 'shipment-panels.recipient.pickup-select')}
      </Button>
      {isChoosing ? (
        <>
          {points.isLoading ? <LoadingState /> : null}
          {points.isError ? <ErrorState onRetry={() => points.refetch()} /> : null}
          {points.data && points.data.length === 0 ? (
            <Text size="sm">{t('shipment-panels.recipient.pickup-none')}</Text>
          ) : null}
          <Radio.Group
            value={value}
            onChange={(pointId) => {
              onChange(pointId);
              setIsChoosing(false);
            }}
            name="pickup-point"
            label={t('shipment-panels.recipient.pickup-list')}
          >
            <Stack gap={4} mt="xs">
              {(points.data ?? []).map((point) => (
                <Radio
                  key={point.id}
                  value={point.id}
                  label={`${point.businessName} — ${point.address}, ${point.zipCode} ${point.city}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        </>
      ) : null}
    </PanelSection>
  );
};
