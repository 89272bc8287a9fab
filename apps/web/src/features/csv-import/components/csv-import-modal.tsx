import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  CsvImportMessage,
  CsvImportProgress,
  type CsvImportResult,
  csvFileProblem,
} from '@shipdeck/domain/csv-import/csv-import.schema';
import { EventType } from '@shipdeck/domain/events/event-types';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../shared/api/api-client.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { insureImportedShipments } from '../api/insure-imported-shipments.ts';
import { registerImport } from '../api/register-import.ts';
import { uploadCsvFile } from '../api/upload-csv-file.ts';

/** An import that never ends is an error, not an endless progress bar. */
export const CSV_IMPORT_TIMEOUT_MS = 120_000;

type ImportState =
  | { status: 'select'; problem?: string }
  | { status: 'loading'; progress: number; importId?: string }
  | { status: 'ready'; result: CsvImportResult; isInsuranceSelected: boolean; isInsuring: boolean }
  | { status: 'error'; messageKey: string };

const resultOf = (payload: unknown): CsvImportResult | undefined => {
  const result = payload as Partial<CsvImportResult> | null;
  return result && typeof result.importId === 'string' && Array.isArray(result.shipmentReferences)
    ? (result as CsvImportResult)
    : undefined;
};

/**
 * CSV import: select a .csv file (checked before upload) → upload → register → progress until
 * the import-ended event → the count, the rows refused (row, column, message, and a download to fix
 * them) → the offer to insure the new drafts, selected by default → close.
 */
export const CsvImportModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const tKey = (key: string) => t(key as 'csv-import.error.generic');
  const [state, setState] = useState<ImportState>({ status: 'select' });
  const [insureProblem, setInsureProblem] = useState<string | undefined>();
  const arrived = useRef(new Map<string, CsvImportResult>());
  const pendingId = useRef<string | undefined>(undefined);
  const finishTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const finish = (result: CsvImportResult) => {
    pendingId.current = undefined;
    if (result.error) {
      setState({ status: 'error', messageKey: result.error });
      return;
    }
    setState({ status: 'loading', progress: CsvImportProgress.max });
    finishTimer.current = setTimeout(
      () => setState({ status: 'ready', result, isInsuranceSelected: true, isInsuring: false }),
      CsvImportProgress.fullForMs,
    );
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    if (!opened) return;
    setState({ status: 'select' });
    setInsureProblem(undefined);
    pendingId.current = undefined;
    arrived.current.clear();
    const unsubscribe = onRealtimeEvent(EventType.ImportEnded, (event) => {
      const result = resultOf(event.payload);
      if (!result) return;
      if (result.importId === pendingId.current) finishRef.current(result);
      else arrived.current.set(result.importId, result);
    });
    return () => {
      unsubscribe();
      clearTimeout(finishTimer.current);
    };
  }, [opened]);

  const isLoading = state.status === 'loading';
  useEffect(() => {
    if (!isLoading) return;
    const step = setInterval(
      () =>
        setState((current) =>
          current.status === 'loading' && current.progress < CsvImportProgress.max - CsvImportProgress.step
            ? { ...current, progress: current.progress + CsvImportProgress.step }
            : current,
        ),
      CsvImportProgress.everyMs,
    );
    const timeout = setTimeout(
      () => setState({ status: 'error', messageKey: CsvImportMessage.generic }),
      CSV_IMPORT_TIMEOUT_MS,
    );
    return () => {
      clearInterval(step);
      clearTimeout(timeout);
    };
  }, [isLoading]);

  const start = async (file: File | null) => {
    if (!file) return;
    const problem = csvFileProblem(file);
    if (problem) {
      setState({ status: 'select', problem });
      return;
    }
    setState({ status: 'loading', progress: 0 });
    try {
      const url = await uploadCsvFile(file);
      const { importId } = await registerImport(url);
      pendingId.current = importId;
      const early = arrived.current.get(importId);
      if (early) finish(early);
    } catch (error) {
      const key = isApiError(error) ? error.messages[0]?.message : undefined;
      setState({
        status: 'error',
        messageKey: key === CsvImportMessage.maxSize ? key : CsvImportMessage.generic,
      });
    }
  };

  const confirm = async () => {
    if (state.status !== 'ready') return;
    const references = state.result.shipmentReferences;
    if (!state.isInsuranceSelected || references.length === 0) {
      onClose();
      return;
    }
    setState({ ...state, isInsuring: true });
    try {
      const answers = await insureImportedShipments(references);
      const refused = Object.values(answers).filter((answer) => !answer.insured).length;
      if (refused === 0) {
        onClose();
        return;
      }
      setInsureProblem(t('csv-import.insure-partial', { count: refused }));
    } catch {
      setInsureProblem(t('csv-import.error.insure'));
    }
    setState({ ...state, isInsuring: false, isInsuranceSelected: false });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('csv-import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('csv-import.close') }}
    >
      <Stack gap="md" aria-live="polite">
        {state.status === 'select' ? (
          <>
            <Text size="sm">{t('csv-import.description')}</Text>
            <Group gap="md">
              <Anchor href={`${API_BASE}/shipments/imports/template.csv`} download size="sm">
                {t('csv-import.template')}
              </Anchor>
              <Anchor href={`${API_BASE}/shipments/imports/sample.csv`} download size="sm">
                {t('csv-import.sample')}
              </Anchor>
            </Group>
            <FileInput
              label={t('csv-import.file')}
              description={t('csv-import.file-hint')}
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              onChange={(file) => void start(file)}
              error={state.problem ? tKey(state.problem) : undefined}
              clearable
            />
          </>
        ) : null}
        {state.status === 'loading' ? (
          <Stack gap="xs" role="status">
            <Text size="sm">{t('csv-import.loading')}</Text>
            <Progress
              value={(state.progress / CsvImportProgress.max) * 100}
              aria-label={t('csv-import.loading')}
              animated
            />
          </Stack>
        ) : null}
        {state.status === 'error' ? (
          <Alert color="red" role="alert" title={t('csv-import.error.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{tKey(state.messageKey)}</Text>
              <Button variant="light" color="red" onClick={() => setState({ status: 'select' })}>
                {t('csv-import.try-again')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {state.status === 'ready' ? (
          <ImportOutcome
            result={state.result}
            isInsuranceSelected={state.isInsuranceSelected}
            onInsuranceChange={(isInsuranceSelected) => setState({ ...state, isInsuranceSelected })}
            insureProblem={insureProblem}
          />
        ) : null}
        {state.status === 'ready' ? (
          <Group justify="flex-end">
            <Button onClick={() => void confirm()} loading={state.isInsuring}>
              {state.isInsuranceSelected && state.result.shipmentReferences.length > 0
                ? t('csv-import.protect')
                : t('csv-import.close')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
};

const ImportOutcome = ({
  result,
  isInsuranceSelected,
  onInsuranceChange,
  insureProblem,
}: {
  result: CsvImportResult;
  isInsuranceSelected: boolean;
  onInsuranceChange: (isSelected: boolean) => void;
  insureProblem?: string;
}) => {
  const { t } = useTranslation();
  const imported = result.shipmentReferences.length;
  return (
    <>
      <Text fw={600}>{t('csv-import.imported', { count: imported })}</Text>
      {result.alreadyImported > 0 ? (
        <Text size="sm">{t('csv-import.already-imported', { count: result.alreadyImported })}</Text>
      ) : null}
      {result.invalidRows > 0 ? (
        <Alert color="orange" title={t('csv-import.invalid-rows', { count: result.invalidRows })}>
          <Stack gap="xs">
            <Table withTableBorder striped fz="sm" aria-label={t('csv-import.errors-table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('csv-import.row')}</Table.Th>
                  <Table.Th>{t('csv-import.column')}</Table.Th>
                  <Table.Th>{t('csv-import.problem')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((error) => (
                  <Table.Tr key={`${error.row}-${error.column}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.column}</Table.Td>
                    <Table.Td>
                      {t(error.messageKey as 'form.error.invalid', { field: error.column })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {result.invalidRowsUrl ? (
              <Button
                component="a"
                href={result.invalidRowsUrl}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('csv-import.download-invalid')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {imported > 0 ? (
        <Checkbox
          checked={isInsuranceSelected}
          onChange={(event) => onInsuranceChange(event.currentTarget.checked)}
          label={t('csv-import.insure')}
          description={t('csv-import.insure-hint')}
        />
      ) : null}
      {insureProblem ? (
        <Alert color="red" role="alert">
          {insureProblem}
        </Alert>
      ) : null}
    </>
  );
};
