import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { PriceSummary } from '../../payment/index.ts';
import { ExtrasForm, usePrice, useUpdateProducts } from '../../shipment-draft/index.ts';

/**
 * Other benefits: insurance and the extra services of the shipment's service, each
 * change saved (PUT …/products) and the server's new price shown, as in the checkout.
 */
export const BenefitsPanel = ({ shipment, onClose }: { shipment: ShipmentView; onClose: () => void }) => {
  const { t } = useTranslation();
  const price = usePrice(shipment.reference);
  const update = useUpdateProducts(shipment.reference);
  const [isValid, setIsValid] = useState(true);

  if (!shipment.data.service)
    return (
      <Alert color="yellow" role="alert">
        {t('shipment-panels.benefits.no-service')}
      </Alert>
    );
  if (price.isLoading) return <LoadingState />;
  const details = price.data?.shipmentsPriceDetails[0];
  if (price.isError || !price.data || !details) return <ErrorState onRetry={() => price.refetch()} />;

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('shipment-panels.benefits.intro')}
      </Text>
      <ExtrasForm
        details={details}
        contentValue={shipment.data.content.value}
        onChange={(input) =>
          update.mutate(input, { onError: (caught) => showErrorToast(apiErrorText(t, caught)) })
        }
        onValidity={setIsValid}
      />
      <PriceSummary price={price.data} />
      <Group justify="flex-end">
        <Button onClick={onClose} disabled={!isValid} loading={update.isPending}>
          {t('shipment-panels.benefits.done')}
        </Button>
      </Group>
    </Stack>
  );
};
