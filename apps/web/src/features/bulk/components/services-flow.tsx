import { Alert, Badge, Group, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney, formatPercent } from '@shipdeck/domain/money/money';
import type { BulkService } from '@shipdeck/domain/shipments/bulk.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { transitText } from '../../service-choice/index.ts';
import { useBulkServices } from '../api/find-bulk-services.ts';
import { useBulkSave } from '../hooks/use-bulk-save.ts';
import { FlowFooter } from './flow-footer.tsx';

/**
 * What the service will cost for all the shipments as the payment charges it: shipping and the
 * management fee each named, VAT on both, the same total the checkout shows shipment by shipment.
 */
const ServiceCharge = ({ service }: { service: BulkService }) => {
  const { t, i18n } = useTranslation();
  const money = (minor: number) =>
    formatMoney(minor, { currency: service.price.currency, locale: i18n.language });
  const { charge } = service;
  const amountOf = (product: string) => charge.lines.find((line) => line.product === product)?.amount ?? 0;
  const rate = formatPercent(charge.taxRates[0] ?? 0, i18n.language);
  const lines = [
    t('checkout.service.line-shipping', { amount: money(amountOf('porterage')) }),
    ...(amountOf('managementFee') > 0
      ? [t('checkout.service.line-management-fee', { amount: money(amountOf('managementFee')) })]
      : []),
    t('checkout.service.line-vat', { rate, amount: money(charge.tax) }),
  ];
  return (
    <Text component="span" size="xs" display="block" ta="end" data-testid="bulk-service-lines">
      {lines.map((line, index) => (
        <span key={line}>
          <VisuallyHidden component="span">{', '}</VisuallyHidden>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {line}
        </span>
      ))}
    </Text>
  );
};

/** Named by carrier and service ("SEUR Classic Predict"); transit and what it will charge describe it. */
const ServiceOption = ({ service }: { service: BulkService }) => {
  const { t, i18n } = useTranslation();
  const transit = transitText(service.transitHours);
  return (
    <Radio
      value={service.id}
      label={<Text fw={600}>{service.name}</Text>}
      description={
        <>
          <Group component="span" justify="space-between" wrap="nowrap" gap="md">
            <span>
              {t(`bulk-panel.services.transit-${transit.unit}`, { count: transit.count })}
              {service.estimatedDeliveryDate ? (
                <>
                  <VisuallyHidden component="span">{', '}</VisuallyHidden>
                  <Text component="span" size="xs" ml="xs">
                    {t('checkout.service.estimated-delivery', {
                      date: formatCalendarDate(service.estimatedDeliveryDate, i18n.language),
                    })}
                  </Text>
                </>
              ) : null}
              {/* How the parcels leave and arrive, as the checkout shows it. Screen readers get a pause
                between the parts; the eye gets the gaps. */}
              <VisuallyHidden component="span">{', '}</VisuallyHidden>
              <Badge component="span" ml="xs" size="xs" variant="light" color="gray">
                {t(service.dropOff.origin ? 'checkout.service.dropoff' : 'checkout.service.collection')}
              </Badge>
              {service.dropOff.destination ? (
                <>
                  <VisuallyHidden component="span">{', '}</VisuallyHidden>
                  <Badge component="span" ml={4} size="xs" variant="light">
                    {t('checkout.service.pickup-delivery')}
                  </Badge>
                </>
              ) : null}
              <VisuallyHidden component="span">{', '}</VisuallyHidden>
            </span>
            <Text component="span" fw={700} c="var(--mantine-color-text)" data-testid="bulk-service-total">
              {formatMoney(service.charge.total, { currency: service.price.currency, locale: i18n.language })}
            </Text>
          </Group>
          <ServiceCharge service={service} />
        </>
      }
      styles={{ body: { width: '100%' }, labelWrapper: { width: '100%' } }}
    />
  );
};

/**
 * Change service: the services every valid shipment can use, priced as their sum; Save
 * needs the list loaded and one chosen, then sets it on each valid shipment.
 */
export const ServicesFlow = ({
  references,
  onDone,
}: {
  references: string[];
  onDone: (failed: string[]) => void;
}) => {
  const { t } = useTranslation();
  const services = useBulkServices(references);
  const [serviceId, setServiceId] = useState<string | null>(null);
  const { save, isPending } = useBulkSave(onDone);
  const list = services.data?.services ?? [];
  const isChosen = serviceId !== null && list.some((service) => service.id === serviceId);

  return (
    <Stack gap="md">
      <Text size="sm">{t('bulk-panel.services.intro', { count: references.length })}</Text>
      {services.isPending ? <LoadingState label={t('bulk-panel.services.loading')} /> : null}
      {services.isError ? (
        <ErrorState message={apiErrorText(t, services.error)} onRetry={() => void services.refetch()} />
      ) : null}
      {services.isSuccess && list.length === 0 ? (
        <EmptyState title={t('services-panel.service-list.empty')} />
      ) : null}
      {services.isSuccess && services.data.shipmentsFailed.length > 0 ? (
        <Alert color="yellow" variant="light">
          {t('bulk-panel.services.some-failed', { count: services.data.shipmentsFailed.length })}
        </Alert>
      ) : null}
      {list.find((service) => service.id === serviceId)?.dropOff.destination ? (
        <Alert color="blue" variant="light" role="status">
          {t('bulk-panel.services.pickup-hint')}
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <Radio.Group label={t('bulk-panel.services.label')} value={serviceId} onChange={setServiceId}>
          <Stack gap="sm" mt="xs">
            {list.map((service) => (
              <ServiceOption key={service.id} service={service} />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <FlowFooter
        canSave={services.isSuccess && isChosen}
        isPending={isPending}
        onSave={() => {
          if (!serviceId) return;
          save(references.map((reference) => ({ reference, serviceId })));
        }}
      />
    </Stack>
  );
};
