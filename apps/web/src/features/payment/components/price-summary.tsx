import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatPercent } from '@shipdeck/domain/money/money';
import type { PriceShipmentsResponse } from '@shipdeck/domain/pricing/pricing.schema';
import { type ChargeLine, chargeSummaryOf } from '@shipdeck/domain/pricing/rules/charge-summary';
import { useTranslation } from 'react-i18next';

type PricedShipments = PriceShipmentsResponse['shipmentsPriceDetails'];

/**
 * Every component of the charge on its own line (shipping,
 * management fee, each extra, voucher), then subtotal, VAT and the total that is charged. The
 * lines add up to the subtotal; a line shows only when some shipment carries it.
 */
export const ChargeSummary = ({
  shipments,
  label,
  testId,
}: {
  shipments: PricedShipments;
  label: string;
  testId: string;
}) => {
  const { t, i18n } = useTranslation();
  const summary = chargeSummaryOf(shipments);
  const money = (minor: number) => formatMoney(minor, { currency: 'EUR', locale: i18n.language });
  const rates = summary.taxRates.map((rate) => formatPercent(rate, i18n.language)).join(', ');
  return (
    <Stack gap={4} role="region" aria-label={label}>
      {summary.lines.map((line) => (
        <Group key={line.product} justify="space-between" wrap="nowrap" align="flex-start" data-charge-line>
          <Stack gap={0}>
            <Text size="sm">
              {lineLabel(
                line,
                t(`checkout.payment.products.${line.product}`),
                t('checkout.payment.line-count', { count: line.count }),
              )}
            </Text>
            {line.product === 'managementFee' ? (
              <Text size="xs" c="dimmed">
                {t('checkout.payment.management-fee-hint')}
              </Text>
            ) : null}
          </Stack>
          <Text size="sm" data-amount={line.amount}>
            {money(line.amount)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between">
        <Text size="sm">{t('checkout.payment.subtotal')}</Text>
        <Text size="sm" data-amount={summary.subtotal} data-testid={`${testId}-subtotal`}>
          {money(summary.subtotal)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">
          {rates ? t('checkout.payment.taxes-rate', { rates }) : t('checkout.payment.taxes')}
        </Text>
        <Text size="sm" data-amount={summary.tax} data-testid={`${testId}-taxes`}>
          {money(summary.tax)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{t('checkout.payment.total')}</Text>
        <Text fw={700} data-amount={summary.total} data-testid={testId}>
          {money(summary.total)}
        </Text>
      </Group>
    </Stack>
  );
};

/** "Voucher (SPRING15)", "Shipping × 3": the line's name, its voucher codes and how many shipments carry it. */
const lineLabel = (line: ChargeLine, name: string, countText: string) => {
  const withCodes = line.names.length > 0 ? `${name} (${line.names.join(', ')})` : name;
  return line.count > 1 ? `${withCodes} ${countText}` : withCodes;
};

/** The price summary of one shipment in the checkout and its panels. */
export const PriceSummary = ({ price }: { price: PriceShipmentsResponse }) => {
  const { t } = useTranslation();
  return (
    <ChargeSummary
      shipments={price.shipmentsPriceDetails}
      label={t('checkout.payment.summary')}
      testId="checkout-total"
    />
  );
};
