import { Alert, Button, List, Loader, Stack, Text } from '@mantine/core';
import { EventType } from '@shipdeck/domain/events/event-types';
import type { InvoiceAvailablePayload } from '@shipdeck/domain/invoices/invoices.schema';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { requestBulkInvoices } from '../api/request-bulk-invoices.ts';
import { type BulkPanelState, bulkPanelStateOf, parseInvoiceAvailable } from './bulk-panel-state.ts';
import { downloadFile } from './download-file.ts';

/** A ZIP that never comes back is a generic error, not an endless spinner. */
export const BULK_INVOICES_TIMEOUT_MS = 120_000;

/**
 * The right-hand bulk-download panel: asks for one ZIP of the selected invoices as it opens, waits for
 * the invoice-available event of its request, then opens the file (ready), or says what went wrong.
 */
export const BulkInvoicesPanel = ({
  opened,
  references,
  onClose,
}: {
  opened: boolean;
  references: string[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [state, setState] = useState<BulkPanelState>({ step: 'none' });
  // Answers that came before the request's own answer (the job can be that quick).
  const arrived = useRef(new Map<string, InvoiceAvailablePayload>());
  const pendingId = useRef<string | undefined>(undefined);

  const settle = (answer: InvoiceAvailablePayload) => {
    const next = bulkPanelStateOf(answer);
    setState(next);
    if (next.step === 'ready') downloadFile(next.url);
  };

  const request = async () => {
    setState({ step: 'loading' });
    pendingId.current = undefined;
    try {
      const { requestId } = await requestBulkInvoices(references);
      pendingId.current = requestId;
      const early = arrived.current.get(requestId);
      if (early) settle(early);
    } catch {
      setState({ step: 'error', url: null, failed: [] });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per opening of the panel
  useEffect(() => {
    if (!opened) {
      setState({ step: 'none' });
      return;
    }
    arrived.current.clear();
    const unsubscribe = onRealtimeEvent(EventType.InvoiceAvailable, (event) => {
      const answer = parseInvoiceAvailable(event.payload);
      if (!answer) return;
      if (answer.requestId === pendingId.current) settle(answer);
      else arrived.current.set(answer.requestId, answer);
    });
    void request();
    return unsubscribe;
  }, [opened]);

  useEffect(() => {
    if (state.step !== 'loading') return;
    const timer = setTimeout(
      () => setState({ step: 'error', url: null, failed: [] }),
      BULK_INVOICES_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [state.step]);

  const openButton = (url: string) => (
    <Button component="a" href={url} download leftSection={<IconDownload size={16} aria-hidden />}>
      {t('invoice.bulk-panel.open')}
    </Button>
  );

  return (
    <SidePanel opened={opened} onClose={onClose} title={t('invoice.bulk-panel.title')}>
      <Stack gap="md" aria-live="polite">
        {state.step === 'loading' ? (
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text size="sm">{t('invoice.bulk-panel.loading', { count: references.length })}</Text>
          </Stack>
        ) : null}
        {state.step === 'ready' ? (
          <>
            <Text fw={600}>{t('invoice.bulk-panel.ready')}</Text>
            {openButton(state.url)}
          </>
        ) : null}
        {state.step === 'error' && state.failed.length > 0 ? (
          <>
            <Alert color="orange" title={t('invoice.bulk-panel.partial-error')} role="alert">
              <List size="sm" aria-label={t('invoice.bulk-panel.failed-references')}>
                {state.failed.map((reference) => (
                  <List.Item key={reference}>{reference}</List.Item>
                ))}
              </List>
            </Alert>
            {state.url ? openButton(state.url) : null}
          </>
        ) : null}
        {state.step === 'error' && state.failed.length === 0 ? (
          <Alert color="red" title={t('invoice.bulk-panel.generic-error')} role="alert">
            <Button variant="light" color="red" onClick={() => void request()}>
              {t('invoice.bulk-panel.try-again')}
            </Button>
          </Alert>
        ) : null}
      </Stack>
    </SidePanel>
  );
};
