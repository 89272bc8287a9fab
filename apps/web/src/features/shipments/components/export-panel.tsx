import { Alert, Anchor, Button, List, Loader, Stack, Text } from '@mantine/core';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { ShipmentFilters } from '@shipdeck/domain/shipments/shipment-filters.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { requestShipmentsReport } from '../api/request-shipments-report.ts';
import { useInboxLabel } from './use-inbox-label.ts';

type Report = { reportId: string; url: string | null; errors: string[] };
type ExportState =
  | { step: 'request' }
  | { step: 'loading'; reportId?: string }
  | { step: 'success'; url: string }
  | { step: 'failure' };

/** A report that never comes back is a failure, not an endless spinner. */
export const EXPORT_TIMEOUT_MS = 120_000;

const reportOf = (payload: unknown): Report | undefined => {
  const report = payload as Partial<Report> | null;
  if (!report || typeof report.reportId !== 'string') return undefined;
  return {
    reportId: report.reportId,
    url: typeof report.url === 'string' ? report.url : null,
    errors: Array.isArray(report.errors) ? report.errors : [],
  };
};

const stateOf = (report: Report): ExportState =>
  report.url && report.errors.length === 0 ? { step: 'success', url: report.url } : { step: 'failure' };

/** Export: request → loading → success (download) when the report event arrives, or failure. */
export const ExportPanel = ({
  opened,
  onClose,
  inbox,
  filters,
}: {
  opened: boolean;
  onClose: () => void;
  inbox: Inbox;
  filters: ShipmentFilters;
}) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const labelOf = useInboxLabel();
  const [state, setState] = useState<ExportState>({ step: 'request' });
  // Reports that arrived before the request's answer (the job can be that quick).
  const arrived = useRef(new Map<string, Report>());
  const pendingId = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!opened) return;
    setState({ step: 'request' });
    pendingId.current = undefined;
    arrived.current.clear();
    return onRealtimeEvent(EventType.ShipmentsReport, (event) => {
      const report = reportOf(event.payload);
      if (!report) return;
      if (report.reportId === pendingId.current) setState(stateOf(report));
      else arrived.current.set(report.reportId, report);
    });
  }, [opened]);

  useEffect(() => {
    if (state.step !== 'loading') return;
    const timer = setTimeout(() => setState({ step: 'failure' }), EXPORT_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  const request = async () => {
    setState({ step: 'loading' });
    try {
      const { reportId } = await requestShipmentsReport({ inbox, filters });
      pendingId.current = reportId;
      const early = arrived.current.get(reportId);
      if (early) setState(stateOf(early));
    } catch {
      setState({ step: 'failure' });
    }
  };

  return (
    <SidePanel opened={opened} onClose={onClose} title={t('shipments.export.title')}>
      <Stack gap="md" aria-live="polite">
        {state.step === 'request' ? (
          <>
            <Text size="sm">{t('shipments.export.description', { inbox: labelOf(inbox) })}</Text>
            <Button onClick={() => void request()} leftSection={<IconDownload size={16} aria-hidden />}>
              {t('shipments.export.request')}
            </Button>
          </>
        ) : null}
        {state.step === 'loading' ? (
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text size="sm">{t('shipments.export.loading')}</Text>
          </Stack>
        ) : null}
        {state.step === 'success' ? (
          <>
            <Text fw={600}>{t('shipments.export.ready')}</Text>
            <Button
              component="a"
              href={state.url}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('shipments.export.download')}
            </Button>
          </>
        ) : null}
        {state.step === 'failure' ? (
          <Alert color="red" title={t('shipments.export.failed-title')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('shipments.export.failed-steps-intro')}</Text>
              <List size="sm" type="ordered">
                <List.Item>{t('shipments.export.failed-step-retry')}</List.Item>
                <List.Item>{t('shipments.export.failed-step-filters')}</List.Item>
                <List.Item>
                  <Anchor component={Link} to={paths.newTicket('other')} size="sm">
                    {t('shipments.export.contact')}
                  </Anchor>
                </List.Item>
              </List>
              <Button variant="light" color="red" onClick={() => void request()}>
                {t('shipments.export.try-again')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </SidePanel>
  );
};
