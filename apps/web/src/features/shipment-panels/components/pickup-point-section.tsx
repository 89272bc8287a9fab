import { Alert, Button, Text } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { PointSummary } from '../../../shared/ui/point-summary.tsx';
import { PointPicker, pointsNear, useDropoffPoints } from '../../service-choice/index.ts';
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
  const near = pointsNear(shipment.data.service?.id ?? '', shipment.data.to, shipment.data.parcels);
  const points = useDropoffPoints(near);
  const chosen = points.data?.find((point) => point.id === value);

  return (
    <PanelSection title={t('shipment-panels.recipient.pickup')}>
      {chosen ? <PointSummary point={chosen} distanceMetres={chosen.distanceMetres} /> : null}
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
        <PointPicker
          near={near}
          side="recipient"
          label={t('shipment-panels.recipient.pickup-list')}
          emptyText={t('shipment-panels.recipient.pickup-none')}
          value={value}
          onChange={(pointId) => {
            onChange(pointId);
            setIsChoosing(false);
          }}
          name="pickup-point"
        />
      ) : null}
    </PanelSection>
  );
};
