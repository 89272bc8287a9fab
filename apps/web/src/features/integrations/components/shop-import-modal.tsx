import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { EventType } from '@shipdeck/domain/events/event-types';
import {
  FIVE_DAY_IMPORT_DAYS,
  IMPORT_ERROR_AUTO_CLOSE_MS,
  type MarketplaceImportEnded,
  marketplaceImportEndedSchema,
  type UnauthorizedSubtype,
} from '@shipdeck/domain/integrations/integration.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { shipmentKeys } from '../../../shared/api/shipment-keys.ts';
import { onShopImportRequest, type ShopImportRequest } from '../../../shared/events/shop-import-request.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { deleteConfiguration } from '../api/delete-configuration.ts';
import { integrationsQueryOptions } from '../api/get-integrations.ts';
import { integrationKeys } from '../api/integration-keys.ts';
import { triggerImport } from '../api/trigger-import.ts';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

type ModalState =
  | { status: 'closed' }
  | { status: 'importing' }
  | { status: 'ended'; count: number }
  | { status: 'error' }
  | {
      status: 'unauthorized';
      integration: string;
      name: string;
      identifier: string | null;
      subtype: UnauthorizedSubtype;
    };

const UNAUTHORIZED_TEXTS = {
  GENERIC: 'integrations.import.unauthorized.GENERIC',
  INVALID_APP_KEY: 'integrations.import.unauthorized.INVALID_APP_KEY',
  SUSPENDED_ACCOUNT: 'integrations.import.unauthorized.SUSPENDED_ACCOUNT',
} as const satisfies Record<UnauthorizedSubtype, string>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const isScheduled = (outcome: MarketplaceImportEnded) => outcome.callbackPayload?.trigger === 'SCHEDULED';

/**
 * The import-orders modal: a pending import request triggers the five-day import of
 * the connected marketplaces and shows importing; the import-ended events end it with the count, the
 * error state (closing itself after 6000 ms), or the unauthorised state with its subtype and the
 * disconnect / go-to-integration actions. CSV imports' events are not its own and are ignored.
 */
export const ShopImportModal = () => {
  const { t } = useIntegrationsT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const [state, setState] = useState<ModalState>({ status: 'closed' });
  const pending = useRef(new Map<string, string>());
  const imported = useRef(0);
  const close = () => setState({ status: 'closed' });

  useEffect(() => {
    const start = async (request: ShopImportRequest) => {
      const integrations = await queryClient.fetchQuery({ ...integrationsQueryOptions(), staleTime: 0 });
      const connected = integrations.filter(
        (item) =>
          item.isMarketplace &&
          item.configuration &&
          (request.integration ? item.alias === request.integration : true),
      );
      if (connected.length === 0) {
        void navigate(paths.settings.integrations());
        return;
      }
      const refused = connected.find((item) => item.configuration?.status === 'UNAUTHORIZED');
      if (refused) {
        setState({
          status: 'unauthorized',
          integration: refused.alias,
          name: refused.name,
          identifier: refused.configuration?.identifier ?? null,
          subtype: refused.configuration?.unauthorizedSubtype ?? 'GENERIC',
        });
        return;
      }
      pending.current = new Map(connected.map((item) => [item.alias, item.name]));
      imported.current = 0;
      setState({ status: 'importing' });
      const since = isoDay(new Date(Date.now() - FIVE_DAY_IMPORT_DAYS * 86_400_000));
      await Promise.all(
        connected.map((item) => triggerImport({ integration: item.alias, date: since, source: item.source })),
      );
    };
    const unsubscribeRequests = onShopImportRequest((request) => {
      start(request).catch(() => setState({ status: 'error' }));
    });
    const unsubscribeEvents = onRealtimeEvent(EventType.ImportEnded, (event) => {
      const parsed = marketplaceImportEndedSchema.safeParse(event.payload);
      if (!parsed.success) return;
      void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
      const outcome = parsed.data;
      const name = pending.current.get(outcome.integration);
      if (name === undefined) return;
      if (isScheduled(outcome)) {
        // The 15-minute import of the same shop may run beside the seller's: the orders it took are
        // orders this import found too (the seller's then skips them), so they count, and the
        // seller's own import still ends the modal.
        if (!outcome.errorType) imported.current += outcome.numberShipmentsImported;
        return;
      }
      pending.current.delete(outcome.integration);
      imported.current += outcome.numberShipmentsImported;
      if (outcome.errorType === 'UNAUTHORIZED') {
        pending.current.clear();
        setState({
          status: 'unauthorized',
          integration: outcome.integration,
          name,
          identifier: null,
          subtype: outcome.errorSubtype ?? 'GENERIC',
        });
      } else if (outcome.errorType) {
        pending.current.clear();
        setState({ status: 'error' });
      } else if (pending.current.size === 0) {
        setState({ status: 'ended', count: imported.current });
      }
    });
    return () => {
      unsubscribeRequests();
      unsubscribeEvents();
    };
  }, [queryClient, navigate, paths]);

  useEffect(() => {
    if (state.status !== 'error') return;
    const timer = setTimeout(() => setState({ status: 'closed' }), IMPORT_ERROR_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const disconnect = async (integration: string, identifier: string | null) => {
    const integrations = await queryClient.fetchQuery({ ...integrationsQueryOptions(), staleTime: 0 });
    const id =
      identifier ?? integrations.find((item) => item.alias === integration)?.configuration?.identifier;
    if (id) await deleteConfiguration(id).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: integrationKeys.all });
    close();
  };

  return (
    <Modal
      opened={state.status !== 'closed'}
      onClose={close}
      title={t('integrations.import.title')}
      closeButtonProps={{ 'aria-label': t('integrations.import.close') }}
      closeOnClickOutside={state.status !== 'importing'}
    >
      {state.status === 'importing' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('integrations.import.importing')}</Text>
        </Group>
      ) : state.status === 'ended' ? (
        <Stack gap="md">
          <Text role="status">
            {state.count > 0
              ? t('integrations.import.ended', { count: state.count })
              : t('integrations.import.nothing-new')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('integrations.import.done')}</Button>
          </Group>
        </Stack>
      ) : state.status === 'error' ? (
        <Text role="alert">{t('integrations.import.error')}</Text>
      ) : state.status === 'unauthorized' ? (
        <Stack gap="md">
          <Text role="alert">{t(UNAUTHORIZED_TEXTS[state.subtype], { name: state.name })}</Text>
          <Group justify="flex-end">
            {state.subtype === 'SUSPENDED_ACCOUNT' ? (
              <Button
                onClick={() => {
                  close();
                  void navigate(paths.settings.integrations(state.integration));
                }}
              >
                {t('integrations.import.go-to-integration')}
              </Button>
            ) : (
              <Button color="red" onClick={() => void disconnect(state.integration, state.identifier)}>
                {t('integrations.import.disconnect')}
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
};
