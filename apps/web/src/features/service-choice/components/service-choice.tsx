import { Badge, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { formatMoney, formatPercent } from '@shipdeck/domain/money/money';
import { serviceChargeOf } from '@shipdeck/domain/pricing/rules/charge-summary';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';
import { transitText } from '../rules/transit-text.ts';
import { OnTimeScore } from './on-time-score.tsx';
import { SurchargeRisks } from './surcharge-risks.tsx';

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
              <OnTimeScore service={service} />
              <SurchargeRisks service={service} />
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
  const money = (minor: number) =>
    formatMoney(minor, { currency: service.price.currency, locale: i18n.language });
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
