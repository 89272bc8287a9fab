import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
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
 * Step 2, service: services for the route, a drop-off map, the drop-off point at origin of a service
 * dropped off there, and collection dates.
 */
export const ServiceStep = ({ draft }: { draft: ShipmentView }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const save = useSaveShipment();
  const saveService = async (change: ServiceChange) => {
    try {
      const saved = await save.mutateAsync({
        reference: draft.reference,
        shipment: { ...change, step: 'SHIPPING_DETAILS' },
      });
      navigate(paths.checkoutStep('address', saved.reference));
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
  } = useServiceChoice(draft, (change) => void saveService(change));

  if (services.isLoading) return <LoadingState />;
  if (services.isLoadingError) return <ErrorState onRetry={() => services.refetch()} />;
  if (!services.data || services.data.length === 0)
    return (
      <Alert color="yellow" role="alert" title={t('checkout.service.not-found-title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('checkout.service.not-found')}</Text>
          <Button variant="light" onClick={() => navigate(paths.checkoutStep('info', draft.reference))}>
            {t('checkout.service.back-to-info')}
          </Button>
        </Stack>
      </Alert>
    );

  if (view === 'dropoff-map' && pointsOf)
    return <DropoffMap service={pointsOf} draft={draft} onBack={() => setView('list')} />;

  return (
    <Stack gap="md">
      {view === 'list' ? (
        <>
          <ServiceChoice
            services={services.data}
            value={chosenId}
            onChange={setChosenId}
            name="service"
            onShowPoints={showPoints}
          />
          {chosen?.dropOff.origin ? (
            <OriginPointChoice
              service={chosen}
              shipment={draft}
              value={originPointId}
              onChange={setOriginPointId}
              name="origin-point"
            />
          ) : null}
        </>
      ) : (
        <CollectionDateChoice dates={dates} value={date} onChange={setDate} name="date" error={dateError} />
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() =>
            view === 'list' ? navigate(paths.checkoutStep('info', draft.reference)) : setView('list')
          }
        >
          {t('checkout.back')}
        </Button>
        <Button
          onClick={onFooter}
          loading={save.isPending}
          disabled={!chosen || (view === 'collection-date' && !date)}
        >
          {t(footerLabel === 'save' ? 'checkout.save' : 'checkout.next')}
        </Button>
      </Group>
    </Stack>
  );
};
