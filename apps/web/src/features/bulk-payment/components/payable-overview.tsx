import { Group, List, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@shipdeck/domain/money/money';
import type { PriceShipmentsResponse } from '@shipdeck/domain/pricing/pricing.schema';
import type { BulkFailure } from '@shipdeck/domain/shipments/bulk.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { ChargeSummary } from '../../payment/index.ts';

const recipientOf = (shipment: ShipmentView) =>
  [shipment.data.to.firstName, shipment.data.to.lastName].filter(Boolean).join(' ');

/** The selected shipments an order would buy, each with its price. */
export const PayableList = ({
  payable,
  price,
}: {
  payable: ShipmentView[];
  price: PriceShipmentsResponse | undefined;
}) => {
  const { t, i18n } = useTranslation();
  const priceOf = new Map(price?.shipmentsPriceDetails.map((details) => [details.reference, details.price]));
  return (
    <Stack
      gap={4}
      component="section"
      aria-label={t('bulk-payment.payable.title', { count: payable.length })}
    >
      <Title order={3} size="h5">
        {t('bulk-payment.payable.title', { count: payable.length })}
      </Title>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {payable.map((shipment) => {
          const shipmentPrice = priceOf.get(shipment.reference);
          return (
            <Group key={shipment.reference} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {shipment.reference}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {[recipientOf(shipment), shipment.data.service?.carrierName].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              <Text size="sm">
                {shipmentPrice
                  ? formatMoney(shipmentPrice.totalPrice, {
                      currency: shipmentPrice.currency,
                      locale: i18n.language,
                    })
                  : '—'}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
};

/** The selected shipments that will not be paid, each with the reason. */
export const NotPayableList = ({ notPayable }: { notPayable: BulkFailure[] }) => {
  const { t } = useTranslation();
  if (notPayable.length === 0) return null;
  return (
    <Stack
      gap={4}
      component="section"
      aria-label={t('bulk-payment.not-payable.title', { count: notPayable.length })}
    >
      <Title order={3} size="h5">
        {t('bulk-payment.not-payable.title', { count: notPayable.length })}
      </Title>
      <Text size="xs" c="dimmed">
        {t('bulk-payment.not-payable.hint')}
      </Text>
      <List size="sm" spacing={2}>
        {notPayable.map((failure) => (
          <List.Item key={failure.reference}>
            <Text span size="sm" fw={600}>
              {failure.reference}
            </Text>
            {': '}
            {translateMessageKey(t, failure.message)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
};

/** What the whole order is charged, component by component, then subtotal, VAT and total. */
export const OrderTotals = ({ price }: { price: PriceShipmentsResponse }) => {
  const { t } = useTranslation();
  return (
    <ChargeSummary
      shipments={price.shipmentsPriceDetails}
      label={t('bulk-payment.totals')}
      testId="bulk-payment-total"
    />
  );
};
