import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { type CopyKind, useCopyShipment } from '../api/copy-shipment.ts';

/**
 * Duplicates a row's shipment or makes its return: the new draft opens in a new tab (a duplicate)
 * and a notice links to it; `busy` names the row and kind being copied.
 */
export const useRowCopy = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const copyMutation = useCopyShipment();
  const [busy, setBusy] = useState<{ reference: string; kind: CopyKind } | undefined>();

  const onCopy = useCallback(
    async (shipment: ShipmentView, kind: CopyKind) => {
      setBusy({ reference: shipment.reference, kind });
      try {
        const created = await copyMutation.mutateAsync({ reference: shipment.reference, kind });
        const target = paths.checkoutEdit(created.reference);
        if (kind === 'duplicate') window.open(target, '_blank', 'noopener');
        notifications.show({
          color: 'green',
          withBorder: true,
          autoClose: 10_000,
          message: (
            <Stack gap={4}>
              <Text size="sm">
                {t(kind === 'duplicate' ? 'shipments.copy.duplicated' : 'shipments.copy.returned', {
                  reference: created.reference,
                })}
              </Text>
              <Anchor
                href={target}
                size="sm"
                onClick={(event) => {
                  event.preventDefault();
                  void navigate(target);
                }}
              >
                {t('shipments.copy.open', { reference: created.reference })}
              </Anchor>
            </Stack>
          ),
        });
        void queryClient.invalidateQueries({ queryKey: shipmentKeys.stats() });
      } catch (error) {
        showErrorToast(apiErrorText(t, error));
      } finally {
        setBusy(undefined);
      }
    },
    [copyMutation, navigate, paths, queryClient, t],
  );

  return { busy, onCopy };
};
