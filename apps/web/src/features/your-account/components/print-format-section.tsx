import { NativeSelect } from '@mantine/core';
import { PRINT_FORMATS, type PrintFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useUpdatePrintFormat } from '../../post-sale/index.ts';

const isPrintFormat = (value: string): value is PrintFormat =>
  (PRINT_FORMATS as readonly string[]).includes(value);

/**
 * The format every label dialog starts on (a PDF sheet, or ZPL for a 203 or 300 dpi thermal printer);
 * it belongs to the user, the person at the printer, and is saved as soon as it is chosen.
 */
export const PrintFormatSection = ({ current }: { current: PrintFormat }) => {
  const { t } = useTranslation();
  const update = useUpdatePrintFormat();

  const change = (value: string) => {
    if (!isPrintFormat(value) || value === current) return;
    update.mutate(value, {
      onSuccess: () => showSuccessToast(t('your-account.print-format.saved')),
      onError: () => showErrorToast(t('your-account.print-format.failed')),
    });
  };

  return (
    <NativeSelect
      label={t('your-account.print-format.label')}
      description={t('your-account.print-format.description')}
      value={update.isPending && update.variables ? update.variables : current}
      disabled={update.isPending}
      onChange={(event) => change(event.currentTarget.value)}
      data={PRINT_FORMATS.map((value) => ({ value, label: t(`post-sale.label-formats.${value}`) }))}
      maw={320}
    />
  );
};
