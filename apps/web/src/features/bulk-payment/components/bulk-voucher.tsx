import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PriceShipmentsResponse } from '@shipdeck/domain/pricing/pricing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { useApplyVoucher } from '../api/apply-voucher.ts';

/**
 * A voucher for the whole order: one code applied to every shipment whose service takes it, with the
 * checkout's rules and messages. The applied codes come from the prices, so what is shown is what
 * the order is charged; a code some shipments cannot take says how many and why.
 */
export const BulkVoucher = ({ price }: { price: PriceShipmentsResponse }) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ count: number; reason: string } | null>(null);
  const apply = useApplyVoucher();
  const details = price.shipmentsPriceDetails;
  const references = details.map((shipment) => shipment.reference);
  const applied = [
    ...new Set(details.map((shipment) => shipment.selection.voucher).filter((v): v is string => !!v)),
  ];
  if (applied.length === 0 && !details.some((shipment) => shipment.availableProducts.allowsVoucher))
    return null;

  const send = async (voucher: string | null) => {
    setError(null);
    setRefusal(null);
    try {
      const answer = await apply.mutateAsync({ references, voucher });
      const refused = answer.shipments.filter((shipment) => !shipment.applied);
      if (voucher && refused[0]?.message)
        setRefusal({ count: refused.length, reason: translateMessageKey(t, refused[0].message) });
      setCode('');
    } catch (caught) {
      setError(apiErrorText(t, caught));
    }
  };

  return (
    <Card withBorder component="section" aria-label={t('checkout.voucher.title')}>
      <Title order={3} size="h5" mb="sm">
        {t('checkout.voucher.title')}
      </Title>
      <Stack gap="xs">
        {applied.map((voucher) => (
          <Group key={voucher} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('bulk-payment.voucher.applied', {
                code: voucher,
                count: details.filter((shipment) => shipment.selection.voucher === voucher).length,
                total: details.length,
              })}
            </Text>
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              onClick={() => void send(null)}
              loading={apply.isPending}
            >
              {t('checkout.voucher.remove')}
            </Button>
          </Group>
        ))}
        {error && applied.length > 0 ? (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
        {refusal ? (
          <Text size="sm" c="dimmed" role="status">
            {t('bulk-payment.voucher.not-applied', { count: refusal.count, reason: refusal.reason })}
          </Text>
        ) : null}
        {applied.length === 0 ? (
          <Group align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              label={t('checkout.voucher.code')}
              value={code}
              error={error}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button
              mt={25}
              variant="light"
              disabled={!code.trim()}
              loading={apply.isPending}
              onClick={() => void send(code.trim())}
            >
              {t('checkout.voucher.apply')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
};
