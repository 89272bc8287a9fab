import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';

/** Why the server could not price the draft, when it said why (a 4xx with a message key). */
const reasonOf = (draft: ShipmentView, error: unknown) => {
  if (draft.data.serviceProblem) return { messageKey: draft.data.serviceProblem, isServiceProblem: true };
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const first = error.messages[0];
  if (!first?.message) return null;
  return { messageKey: first.message, isServiceProblem: first.error_code === 'MissingCarrierProduct' };
};

/**
 * The payment step without a price: the server's reason when it gave one (a service that no
 * longer serves the route leads back to choosing another), the connection hint only when the
 * request itself failed.
 */
export const PriceUnavailable = ({
  draft,
  error,
  onRetry,
}: {
  draft: ShipmentView;
  error: unknown;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const reason = reasonOf(draft, error);
  return (
    <Alert color="red" title={t('checkout.payment.error.price')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {reason ? translateMessageKey(t, reason.messageKey) : t('checkout.payment.error.subtitle')}
        </Text>
        <Group>
          {reason?.isServiceProblem ? (
            <Button onClick={() => navigate(paths.checkoutStep('service', draft.reference))}>
              {t('checkout.price.choose-service')}
            </Button>
          ) : (
            <Button variant="light" color="red" onClick={onRetry}>
              {t('states.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
};
