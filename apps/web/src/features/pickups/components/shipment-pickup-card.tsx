import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { isCollectableShipment } from '@shipdeck/domain/pickups/rules/collectable-shipment';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { formatCalendarDate, formatTimeOfDay } from '../../../shared/i18n/format-calendar-date.ts';
import { showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useCancelPickup } from '../api/cancel-pickup.ts';
import { useShipmentPickup } from '../api/get-shipment-pickup.ts';
import { PickupDialog } from './pickup-dialog.tsx';
import { usePickupText } from './use-pickup-text.ts';

/**
 * The carrier collection of a bought shipment on a collected service, on its details page: the booked
 * day, window, parcels and confirmation number with change and cancel; or the button to book one.
 * Nothing for shipments a carrier cannot collect (drafts, drop-off services, parcels on their way).
 */
export const ShipmentPickupCard = ({ shipment }: { shipment: ShipmentView }) => {
  const { t, tAny, language } = usePickupText();
  const isCollectable = isCollectableShipment({ state: shipment.state, service: shipment.data.service });
  const current = useShipmentPickup(shipment.reference, isCollectable);
  const cancel = useCancelPickup();
  const [dialog, setDialog] = useState<'book' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string>();
  if (!isCollectable) return null;
  const pickup = current.data?.pickup ?? null;
  const dateText = pickup
    ? formatCalendarDate(pickup.date, language, { weekday: 'long', day: 'numeric', month: 'long' })
    : '';

  const confirmCancel = () => {
    if (!pickup) return;
    setFailure(undefined);
    cancel.mutate(pickup.id, {
      onSuccess: () => {
        showSuccessToast(t('pickup.toast.cancelled'));
        setDialog(null);
      },
      onError: (error) => {
        setFailure(apiErrorText(tAny, error));
        setDialog(null);
      },
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="pickup-title">
      <Title order={3} size="h5" id="pickup-title">
        {t('pickup.card.title')}
      </Title>
      {current.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('pickup.card.loading')}</Text>
        </Group>
      ) : current.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {apiErrorText(tAny, current.error)}
        </Text>
      ) : pickup ? (
        <>
          <Text size="sm" fw={600} data-testid="pickup-when">
            {t('pickup.card.when', {
              date: dateText,
              from: formatTimeOfDay(pickup.windowFrom, language),
              to: formatTimeOfDay(pickup.windowTo, language),
            })}
          </Text>
          <Text size="sm">{t('pickup.card.parcels', { count: pickup.parcelCount })}</Text>
          <Text size="sm">
            {t('pickup.card.confirmation')}: <strong>{pickup.confirmationNumber}</strong>
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setDialog('book')}>
              {t('pickup.card.move')}
            </Button>
            <Button size="xs" variant="subtle" color="red.9" onClick={() => setDialog('cancel')}>
              {t('pickup.card.cancel')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('pickup.card.none')}
          </Text>
          <Button
            variant="default"
            leftSection={<IconTruck size={18} aria-hidden />}
            onClick={() => setDialog('book')}
          >
            {t('pickup.card.book')}
          </Button>
        </>
      )}
      {failure ? (
        <Text size="sm" c="red.9" role="alert">
          {failure}
        </Text>
      ) : null}
      {pickup ? (
        <PickupDialog pickup={pickup} opened={dialog === 'book'} onClose={() => setDialog(null)} />
      ) : (
        <PickupDialog
          references={[shipment.reference]}
          opened={dialog === 'book'}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('pickup.cancel-dialog.title')}
        text={t('pickup.cancel-dialog.text', { date: dateText })}
        cancelLabel={t('pickup.cancel-dialog.keep')}
        confirmLabel={t('pickup.cancel-dialog.confirm')}
        isPending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
};
