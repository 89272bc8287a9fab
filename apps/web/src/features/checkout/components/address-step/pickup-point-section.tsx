import { Alert, Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PointPicker, pointsNear } from '../../../service-choice/index.ts';
import type { AddressStepState } from '../../hooks/use-address-step.ts';
import { useErrorText } from './address-step-errors.tsx';

/** The pick-up point near the recipient, for a service that delivers to one. */
export const PickupPointSection = ({ step }: { step: AddressStepState }) => {
  const { t } = useTranslation();
  const errorText = useErrorText(step.errors);
  const { draft, service, dropoff } = step;
  return (
    <Card withBorder component="section" aria-label={t('checkout.address.pickup')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('checkout.address.pickup')}
        </Title>
        <PointPicker
          near={pointsNear(service.id, draft.data.to, draft.data.parcels)}
          side="recipient"
          label={t('shipment-panels.recipient.pickup-list')}
          emptyText={t('shipment-panels.recipient.pickup-none')}
          value={dropoff.pointId}
          onChange={dropoff.setPointId}
          name="pickup"
        />
        {step.errors.dropoff ? (
          <Alert color="red" role="alert">
            {errorText('dropoff')}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
};
