import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCreateDataExport, useLatestDataExport } from '../api/data-exports.ts';

/**
 * "Download my data": asks a job for a ZIP of the client's addresses, parcels, shipments, orders and
 * invoices (JSON and CSV), shows its progress, then the download link.
 */
export const DataExportSection = () => {
  const { t, i18n } = useTranslation();
  const latest = useLatestDataExport();
  const create = useCreateDataExport();

  if (latest.isPending) return <LoadingState />;
  if (latest.isError) return <ErrorState onRetry={() => void latest.refetch()} />;

  const dataExport = latest.data.dataExport;
  const isRunning = dataExport?.status === 'PENDING';
  const start = () =>
    create.mutate(undefined, { onError: () => showErrorToast(t('privacy.export.start-failed')) });

  return (
    <Stack gap="sm">
      <Text size="sm">{t('privacy.export.intro')}</Text>
      {isRunning ? (
        <Stack gap={4}>
          <Text size="sm">{t('privacy.export.in-progress', { progress: dataExport.progress })}</Text>
          <Progress.Root>
            <Progress.Section
              value={dataExport.progress}
              aria-label={t('privacy.export.in-progress', { progress: dataExport.progress })}
              animated
            />
          </Progress.Root>
        </Stack>
      ) : null}
      {dataExport?.status === 'READY' && dataExport.downloadUrl ? (
        <Alert color="green" variant="light">
          <Stack gap={4}>
            <Text size="sm">
              {t('privacy.export.ready', {
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(dataExport.createdAt)),
              })}
            </Text>
            <Anchor href={dataExport.downloadUrl} download fw={600}>
              {t('privacy.export.download')}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {dataExport?.status === 'FAILED' ? (
        <Alert color="red" variant="light" role="alert">
          {t('privacy.export.failed')}
        </Alert>
      ) : null}
      <Group>
        <Button variant="default" onClick={start} loading={create.isPending} disabled={isRunning}>
          {dataExport ? t('privacy.export.request-again') : t('privacy.export.request')}
        </Button>
      </Group>
    </Stack>
  );
};
