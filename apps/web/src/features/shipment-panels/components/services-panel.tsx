import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCollectionDates } from '../../checkout/api/get-collection-dates.ts';
import { useServices } from '../../checkout/api/get-services.ts';
import { useSaveShipment } from '../../checkout/api/save-shipment.ts';
import { CollectionDateChoice } from '../../checkout/components/collection-date-choice.tsx';
import {
  DropoffMap,
  ServiceChoice,
  type ServiceView,
  serviceFooterLabel,
} from '../../checkout/components/service-step.tsx';
import { routeQuery } from '../../checkout/rules/route-query.ts';

/**
 * Spec 2 §2 "Service panel": the list, the drop-off map of a service and the collection dates.
 * The footer reads Next, or Save for a service dropped off at origin or in the dates view; save
 * waits for the services and a choice.
 */
export const ServicesPanel = ({ shipment, onClose }: { shipment: ShipmentView; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveShipment();
  const query = routeQuery({
    from: shipment.data.from,
    to: shipment.data.to,
    parcels: shipment.data.parcels,
  });
  const services = useServices(query);
  const [chosenId, setChosenId] = useState<string | null>(shipment.data.service?.id ?? null);
  const [view, setView] = useState<ServiceView>('list');
  const [date, setDate] = useState<string | null>(shipment.data.collection.date);
  const [pointsOf, setPointsOf] = useState<Service | null>(null);
  const chosen = services.data?.find((service) => service.id === chosenId);
  const dates = useCollectionDates(view === 'collection-date' ? (chosen?.id ?? null) : null, query);

  const saveService = async (service: Service, collectionDate: string | null) => {
    try {
      await save.mutateAsync({
        reference: shipment.reference,
        shipment: {
          service: serviceSnapshotOf(service),
          collectionDate,
          // Another service: its pick-up points are not the old one's.
          ...(service.id !== shipment.data.service?.id ? { dropoffPointId: null } : {}),
        },
      });
      showSuccessToast(t('shipment-panels.services.saved'));
      onClose();
    } catch (caught) {
      showErrorToast(apiErrorText(t, caught));
    }
  };

  if (view === 'dropoff-map' && pointsOf)
    return <DropoffMap service={pointsOf} draft={shipment} onBack={() => setView('list')} />;

  const label = serviceFooterLabel(chosen, view);
  const onFooter = () => {
    if (!chosen) return;
    if (label === 'next') {
      setView('collection-date');
      return;
    }
    void saveService(chosen, view === 'collection-date' ? date : null);
  };
  const isLoaded = services.isSuccess;
  const isEmpty = isLoaded && services.data.length === 0;

  return (
    <Stack gap="md">
      {services.isLoading ? <LoadingState label={t('shipment-panels.services.loading')} /> : null}
      {services.isError ? <ErrorState onRetry={() => services.refetch()} /> : null}
      {isEmpty ? (
        <Alert color="yellow" role="alert">
          {translateMessageKey(t, 'services-panel.service-list.empty')}
        </Alert>
      ) : null}
      {isLoaded && !isEmpty && view === 'list' ? (
        <ServiceChoice
          services={services.data}
          value={chosenId}
          onChange={setChosenId}
          name="panel-service"
          onShowPoints={(service) => {
            setPointsOf(service);
            setView('dropoff-map');
          }}
        />
      ) : null}
      {view === 'collection-date' ? (
        <CollectionDateChoice dates={dates} value={date} onChange={setDate} name="panel-date" />
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={() => (view === 'list' ? onClose() : setView('list'))}>
          {t(view === 'list' ? 'shipment-panels.cancel' : 'checkout.back')}
        </Button>
        <Button
          onClick={onFooter}
          loading={save.isPending}
          disabled={!isLoaded || !chosen || (view === 'collection-date' && !date)}
        >
          {t(label === 'save' ? 'shipment-panels.save' : 'checkout.next')}
        </Button>
      </Group>
    </Stack>
  );
};
