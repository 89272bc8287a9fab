import { Divider, Group, Stack, Text } from '@mantine/core';
import type { PriceShipmentsResponse } from '@shipdeck/domain/pricing/pricing.schema';
import { PRICE_PRODUCTS } from '@shipdeck/domain/pricing/rules/shipment-price';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../rules/format.ts';

/** Spec 2 §3: subtotal, taxes and total; a product line only when its quantity is above 0. */
export const PriceSummary = ({ price }: { price: PriceShipmentsResponse }) => {
  const { t, i18n } = useTranslation();
  const details = price.shipmentsPriceDetails[0];
  const money = (minor: number) => formatMoney(minor, price.totalPrice.currency, i18n.language);
  return (
    <Stack gap={4} role="region" aria-label={t('checkout.payment.summary')}>
      {details
        ? PRICE_PRODUCTS.filter((product) => (details.products[product]?.quantity ?? 0) > 0).map(
            (product) => (
              <Group key={product} justify="space-between">
                <Text size="sm">
                  {t(`checkout.payment.products.${product}`)}
                  {product === 'voucher' && details.products.voucher?.name
                    ? ` (${details.products.voucher.name})`
                    : ''}
                </Text>
                <Text size="sm">{money(details.products[product]!.basePrice)}</Text>
              </Group>
            ),
          )
        : null}
      <PriceTotals total={price.totalPrice} testId="checkout-total" />
    </Stack>
  );
};

/** Subtotal, taxes and total (SPEC-DECISIONS "Tax"), of one shipment or a whole order. */
export const PriceTotals = ({
  total,
  testId,
}: {
  total: PriceShipmentsResponse['totalPrice'];
  testId: string;
}) => {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, total.currency, i18n.language);
  return (
    <>
      <Divider my={4} />
      <Group justify="space-between">
        <Text size="sm">{t('checkout.payment.subtotal')}</Text>
        <Text size="sm">{money(total.basePrice)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t('checkout.payment.taxes')}</Text>
        <Text size="sm">{money(total.taxPrice)}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{t('checkout.payment.total')}</Text>
        <Text fw={700} data-testid={testId}>
          {money(total.totalPrice)}
        </Text>
      </Group>
    </>
  );
};
