import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_PRINT_FORMAT,
  PRINT_FORMATS,
  type PrintFormat,
} from '@shipdeck/domain/shipments/post-sale.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { initQueryOptions } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { type LabelDisposition, useGetLabels } from '../api/get-labels.ts';
import { useUpdatePrintFormat } from '../api/update-print-format.ts';
import { usePostSaleText } from './use-post-sale-text.ts';

/** The label dialog closes itself 3 seconds after the label is ready. */
export const LABEL_DIALOG_AUTO_CLOSE_MS = 3000;

type Phase =
  | { name: 'choose' }
  | { name: 'loading'; disposition: LabelDisposition }
  | { name: 'ready'; disposition: LabelDisposition; url: string }
  | { name: 'error'; disposition: LabelDisposition; message: string };

/** Hands the file to the browser: inline opens a tab to print, attachment downloads it. */
const deliverFile = (url: string, disposition: LabelDisposition) => {
  if (disposition === 'inline') {
    window.open(url, '_blank', 'noopener');
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

export type LabelDialogProps = {
  /** One shipment (post-sale page) or several (bulk print, in one combined file). */
  references: string[];
  opened: boolean;
  onClose: () => void;
  /**
   * The formats offered; the choice is hidden when there is only one. All formats by default. The
   * dialog starts on the user's default print format when it is offered.
   */
  formats?: readonly PrintFormat[];
  /** Replaces "Shipping label" (bulk print names how many shipments the file holds). */
  title?: string;
  /** Replace the default error wording (bulk print has its own). */
  errorTitle?: string;
  errorText?: string;
};

/** ZPL goes to a thermal printer's queue, not to a browser tab: it is downloaded, never opened. */
const isThermal = (format: PrintFormat) => format.startsWith('ZPL');

/**
 * Prints or downloads labels in A4, 4x6, combined A4 or ZPL (203 or 300 dpi): loading, then ready (print or download
 * wording, a link to the file and a toast with Download) or error.
 */
export const LabelDialog = ({
  references,
  opened,
  onClose,
  formats = PRINT_FORMATS,
  title,
  errorTitle,
  errorText,
}: LabelDialogProps) => {
  const { t } = usePostSaleText();
  const { t: tAny } = useTranslation();
  // Read from the session already loaded, never fetched here: the dialog also opens outside the
  // private layout's loader (panels), where it falls back to the product's default.
  const session = useQuery({ ...initQueryOptions(), enabled: false }).data;
  const userDefault = session?.user.defaultPrintFormat ?? DEFAULT_PRINT_FORMAT;
  const initialFormat: PrintFormat = formats.includes(userDefault)
    ? userDefault
    : formats.includes('4x6')
      ? '4x6'
      : (formats[0] ?? 'A4');
  const [format, setFormat] = useState<PrintFormat>(initialFormat);
  const [isNewDefault, setIsNewDefault] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: 'choose' });
  const getLabels = useGetLabels();
  const updatePrintFormat = useUpdatePrintFormat();

  useEffect(() => {
    if (opened) setPhase({ name: 'choose' });
  }, [opened]);

  useEffect(() => {
    if (!opened || phase.name !== 'ready') return;
    const timer = setTimeout(onClose, LABEL_DIALOG_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [opened, phase.name, onClose]);

  const saveDefault = async () => {
    if (!isNewDefault || format === userDefault) return;
    try {
      await updatePrintFormat.mutateAsync(format);
    } catch (error) {
      showErrorToast(apiErrorText(tAny, error));
    }
  };

  const fetchLabel = async (disposition: LabelDisposition) => {
    void saveDefault();
    setPhase({ name: 'loading', disposition });
    try {
      const { url } = await getLabels.mutateAsync({ references, format, disposition });
      setPhase({ name: 'ready', disposition, url });
      deliverFile(url, disposition);
      notifications.show({
        color: 'green',
        withBorder: true,
        title: t('post-sale.labels-ready.title'),
        message: (
          <Anchor href={url} target="_blank" rel="noopener" size="sm">
            {t('post-sale.labels-ready.download')}
          </Anchor>
        ),
      });
    } catch (error) {
      const message = errorText ?? apiErrorText(tAny, error);
      setPhase({ name: 'error', disposition, message });
      showErrorToast(message, errorTitle);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title ?? t('post-sale.label-dialog.title')} centered>
      <Stack gap="md">
        {phase.name === 'choose' ? (
          <>
            {formats.length > 1 ? (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="label-format-label">
                  {t('post-sale.label-dialog.format')}
                </Text>
                <SegmentedControl
                  aria-labelledby="label-format-label"
                  value={format}
                  onChange={(value) => setFormat(value as PrintFormat)}
                  data={formats.map((value) => ({ value, label: tAny(`post-sale.label-formats.${value}`) }))}
                />
              </Stack>
            ) : null}
            {isThermal(format) ? (
              <Text size="sm" c="dimmed">
                {tAny('post-sale.label-dialog.zpl-hint')}
              </Text>
            ) : null}
            {formats.length > 1 && format !== userDefault ? (
              <Checkbox
                label={tAny('post-sale.label-dialog.make-default')}
                checked={isNewDefault}
                onChange={(event) => setIsNewDefault(event.currentTarget.checked)}
              />
            ) : null}
            <Group justify="flex-end">
              <Button
                variant={isThermal(format) ? 'filled' : 'default'}
                onClick={() => void fetchLabel('attachment')}
              >
                {t('post-sale.label-dialog.download')}
              </Button>
              {isThermal(format) ? null : (
                <Button onClick={() => void fetchLabel('inline')}>{t('post-sale.label-dialog.print')}</Button>
              )}
            </Group>
          </>
        ) : null}
        {phase.name === 'loading' ? (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('post-sale.label-dialog.loading')}</Text>
          </Group>
        ) : null}
        {phase.name === 'ready' ? (
          <Stack gap="xs" role="status" aria-live="polite">
            <Text size="sm">
              {phase.disposition === 'inline'
                ? t('post-sale.label-dialog.ready-print')
                : t('post-sale.label-dialog.ready-download')}
            </Text>
            <Anchor href={phase.url} target="_blank" rel="noopener" size="sm" data-testid="label-link">
              {t('post-sale.label-dialog.open')}
            </Anchor>
          </Stack>
        ) : null}
        {phase.name === 'error' ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={errorTitle ?? t('post-sale.label-dialog.error')}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{phase.message}</Text>
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => void fetchLabel(phase.disposition)}
                >
                  {t('post-sale.label-dialog.retry')}
                </Button>
                <Button size="xs" variant="default" onClick={onClose}>
                  {t('post-sale.label-dialog.close')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
};
