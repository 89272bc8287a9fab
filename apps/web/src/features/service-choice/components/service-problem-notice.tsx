import { Alert, Button, Stack, Text } from '@mantine/core';
import { serviceLabelOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';

/**
 * A draft whose service no longer serves its route or parcels, or is gone: why, and what to do
 * (choose another service). `onChooseService` offers the way there; without it (the service
 * choice is already on screen) the notice only says so.
 */
export const ServiceProblemNotice = ({
  shipment,
  onChooseService,
}: {
  shipment: ShipmentView;
  onChooseService?: () => void;
}) => {
  const { t } = useTranslation();
  const problem = shipment.data.serviceProblem;
  if (!problem) return null;
  return (
    <Alert
      color="red"
      role="alert"
      title={t('shipments.service-problem.title', {
        service: shipment.data.service ? serviceLabelOf(shipment.data.service) : '',
      })}
      data-testid="service-problem"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{translateMessageKey(t, problem)}</Text>
        <Text size="sm">{t('shipments.service-problem.what-to-do')}</Text>
        {onChooseService ? (
          <Button size="xs" variant="light" color="red" onClick={onChooseService}>
            {t('shipments.service-problem.choose')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
};
