import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@shipdeck/domain/money/money';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useBulkInsurancePrice } from '../api/get-bulk-insurance-price.ts';
import { useInsureShipments } from '../api/insure-shipments.ts';
import { useBulkOutcome } from '../hooks/use-bulk-outcome.ts';

/**
 * Add insurance: the price of insuring each valid shipment for its declared value,
 * and their total; confirming insures only the shipments whose service offers insurance.
 */
export const InsuranceFlow = ({
  references,
  onDone,
}: {
  references: string[];
  onDone: (failed: string[]) => void;
}) => {
  const { t, i18n } = useTranslation();
  const quote = useBulkInsurancePrice(references);
  const insure = useInsureShipments();
  const outcome = useBulkOutcome();
  const insurable = (quote.data?.productsDetails ?? [])
    .filter((detail) => detail.insurance.isAvailable)
    .map((detail) => detail.reference);
  const total = quote.data?.summary.products.insurance;

  const confirm = () =>
    insure.mutate(insurable, {
      onSuccess: (answer) => {
        const failed = insurable.filter((reference) => !answer[reference]?.insured);
        outcome.report({ doneCount: insurable.length - failed.length, failed }, (count) =>
          t('bulk-panel.insurance.done', { count }),
        );
        onDone(failed);
      },
      onError: outcome.reportRejected,
    });

  return (
    <Stack gap="md">
      <Text size="sm">{t('bulk-panel.insurance.intro')}</Text>
      {quote.isPending ? <LoadingState label={t('bulk-panel.insurance.loading')} /> : null}
      {quote.isError ? (
        <ErrorState message={apiErrorText(t, quote.error)} onRetry={() => void quote.refetch()} />
      ) : null}
      {quote.isSuccess && insurable.length === 0 ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('bulk-panel.insurance.none-available')}
        </Alert>
      ) : null}
      {quote.isSuccess && total && insurable.length > 0 ? (
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Group justify="space-between">
              <Text>
                {t('bulk-panel.insurance.shipments', { count: insurable.length, total: references.length })}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text fw={600}>{t('bulk-panel.insurance.total')}</Text>
              <Text fw={700} data-testid="insurance-total">
                {formatMoney(total.totalPrice, { currency: total.currency, locale: i18n.language })}
              </Text>
            </Group>
          </Stack>
        </Card>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button
          onClick={confirm}
          disabled={!quote.isSuccess || insurable.length === 0}
          loading={insure.isPending}
        >
          {t('bulk-panel.insurance.confirm')}
        </Button>
      </Group>
    </Stack>
  );
};
