import { Alert, Badge, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { serviceChargeOf } from '@shipdeck/domain/pricing/rules/charge-summary';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';
import { formatMoney, formatPercent, transitText } from '../../../shared/i18n/format-number.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useSaveShipment } from '../../shipment-draft/api/save-shipment.ts';
import { useDropoffPoints } from '../api/get-dropoff-points.ts';
import { type ServiceChange, useServiceChoice } from '../hooks/use-service-choice.ts';
import { CollectionDateChoice } from './collection-date-choice.tsx';

/** The list view of the service choice, in the checkout and the services panel. */
export const ServiceChoice = ({
  services,
  value,
  onChange,
  name,
  onShowPoints,
}: {
  services: Service[];
  value: string | null;
  onChange: (serviceId: string) => void;
  name: string;
  onShowPoints: (service: Service) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={onChange} label={t('checkout.service.choose')} name={name}>
      <Stack gap="xs" mt="xs">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} onShowPoints={() => onShowPoints(service)} />
        ))}
      </Stack>
    </Radio.Group>
  );
};

export const ServiceCard = ({ service, onShowPoints }: { service: Service; onShowPoints: () => void }) => {
  const { t, i18n } = useTranslation();
  const transit = transitText(service.transitHours);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Radio
          value={service.id}
          label={
            <Stack gap={2}>
              <Text fw={600}>{service.name}</Text>
              <Text size="sm" c="dimmed">
                {t(`checkout.service.transit-${transit.unit}`, { count: transit.count })}
              </Text>
              {service.estimatedDeliveryDate ? (
                <Text size="sm" data-testid="estimated-delivery">
                  {t('checkout.service.estimated-delivery', {
                    date: formatCalendarDate(service.estimatedDeliveryDate, i18n.language),
                  })}
                </Text>
              ) : null}
              <Group gap={4}>
                {service.isThirdPartyPreference ? (
                  <Badge variant="filled" color="orange.9">
                    {t('checkout.service.buyer-choice')}
                  </Badge>
                ) : null}
                <Badge variant="outline" color={service.dropOff.origin ? 'grape.9' : 'blue.9'}>
                  {t(service.dropOff.origin ? 'checkout.service.dropoff' : 'checkout.service.collection')}
                </Badge>
                {service.dropOff.destination ? (
                  <Badge variant="outline" color="teal.9">
                    {t('checkout.service.pickup-delivery')}
                  </Badge>
                ) : null}
                {service.isOwnContract ? (
                  <Badge variant="outline" color="gray.9">
                    {t('checkout.service.own-contract')}
                  </Badge>
                ) : null}
              </Group>
            </Stack>
          }
        />
        <Stack gap={2} align="flex-end">
          <ServicePrice service={service} />
          {service.dropOff.origin ? (
            <Button variant="subtle" size="compact-xs" onClick={onShowPoints}>
              {t('checkout.service.show-points')}
            </Button>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
};

/**
 * What the service costs as the payment step will charge it: shipping and management fee, VAT
 * once on both, each named; the Plus subscriber's shipping price says what it is.
 */
const ServicePrice = ({ service }: { service: Service }) => {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, service.price.currency, i18n.language);
  const charge = serviceChargeOf(service);
  const rate = formatPercent(service.price.taxes[0]?.percentage ?? 0, i18n.language);
  return (
    <>
      <Text fw={700} data-testid="service-total">
        {money(charge.price.totalPrice)}
      </Text>
      <Stack gap={0} align="flex-end" aria-label={t('checkout.service.price-lines')} role="list">
        <Text size="xs" c="dimmed" role="listitem">
          {t('checkout.service.line-shipping', { amount: money(charge.products.porterage.basePrice) })}
        </Text>
        {charge.products.managementFee.quantity > 0 ? (
          <Text size="xs" c="dimmed" role="listitem">
            {t('checkout.service.line-management-fee', {
              amount: money(charge.products.managementFee.basePrice),
            })}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" role="listitem">
          {t('checkout.service.line-vat', { rate, amount: money(charge.price.taxPrice) })}
        </Text>
      </Stack>
      {service.exclusivePrice ? (
        <Text size="xs" c="grape.9">
          {t('checkout.service.exclusive-price', { price: money(service.exclusivePrice.basePrice) })}
        </Text>
      ) : null}
      {!service.exclusivePrice && service.tags[0] ? (
        <Text size="xs" c="grape.9">
          {t('checkout.service.subscriber-saving', { amount: money(service.tags[0].amount) })}
        </Text>
      ) : null}
    </>
  );
};

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

/** Step 2, service: services for the route, a drop-off map and collection dates. */
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
      showErrorToast(apiErrorText(t, caught));
    }
  };
  const {
    services,
    chosen,
    chosenId,
    setChosenId,
    view,
    setView,
    date,
    setDate,
    pointsOf,
    dates,
    footerLabel,
    onFooter,
    showPoints,
  } = useServiceChoice(draft, (change) => void saveService(change));

  if (services.isLoading) return <LoadingState />;
  if (services.isError) return <ErrorState onRetry={() => services.refetch()} />;
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
        <ServiceChoice
          services={services.data}
          value={chosenId}
          onChange={setChosenId}
          name="service"
          onShowPoints={showPoints}
        />
      ) : (
        <CollectionDateChoice dates={dates} value={date} onChange={setDate} name="date" />
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
