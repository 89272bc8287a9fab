import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import {
  CollectionDateChoice,
  DropoffMap,
  OriginPointChoice,
  type ServiceChange,
  ServiceChoice,
  useServiceChoice,
} from '../../service-choice/index.ts';
import { useSaveShipment } from '../../shipment-draft/index.ts';

/**
 * Services panel: the list, the drop-off map of a service, the drop-off point at origin of a
 * service dropped off there, and the collection dates.
 * The footer reads Next, or Save for a service dropped off at origin or in the dates view; save
 * waits for the services and a choice.
 */
export const ServicesPanel = ({ shipment, onClose }: { shipment: ShipmentView; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveShipment();
  const saveService = async (change: ServiceChange) => {
    try {
      await save.mutateAsync({ reference: shipment.reference, shipment: change });
      showSuccessToast(t('shipment-panels.services.saved'));
      onClose();
    } catch (caught) {
      if (!showDateRefusal(caught)) showErrorToast(apiErrorText(t, caught));
    }
  };
  const {
    services,
    chosen,
    chosenId,
    setChosenId,
    originPointId,
    setOriginPointId,
    view,
    setView,
    date,
    setDate,
    dateError,
    showDateRefusal,
    pointsOf,
    dates,
    footerLabel,
    onFooter,
    showPoints,
  } = useServiceChoice(shipment, (change) => void saveService(change));

  if (view === 'dropoff-map' && pointsOf)
    return <DropoffMap service={pointsOf} draft={shipment} onBack={() => setView('list')} />;

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
          onShowPoints={showPoints}
        />
      ) : null}
      {isLoaded && view === 'list' && chosen?.dropOff.origin ? (
        <OriginPointChoice
          service={chosen}
          shipment={shipment}
          value={originPointId}
          onChange={setOriginPointId}
          name="panel-origin-point"
        />
      ) : null}
      {view === 'collection-date' ? (
        <CollectionDateChoice
          dates={dates}
          value={date}
          onChange={setDate}
          name="panel-date"
          error={dateError}
        />
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
          {t(footerLabel === 'save' ? 'shipment-panels.save' : 'checkout.next')}
        </Button>
      </Group>
    </Stack>
  );
};
