import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { useGetCustomsInvoice } from '../api/get-customs-invoice.ts';
import { usePostSaleText } from './use-post-sale-text.ts';

/** Hands the PDF to the browser as a download (the file route answers it as an attachment). */
const downloadFile = (url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * Downloads the shipment's stored customs invoice; any failure, including an invoice
 * without a document, shows the 'INTERNAL_SERVER_ERROR' message.
 */
export const CustomsDownloadButton = ({ reference }: { reference: string }) => {
  const { t } = usePostSaleText();
  const getInvoice = useGetCustomsInvoice();
  const download = async () => {
    try {
      const invoice = await getInvoice.mutateAsync(reference);
      if (!invoice.pdfUrl) throw new Error('The customs invoice has no document');
      downloadFile(invoice.pdfUrl);
    } catch {
      showErrorToast(t('INTERNAL_SERVER_ERROR'), t('post-sale.customs-download.error-title'));
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={18} aria-hidden />}
      loading={getInvoice.isPending}
      onClick={download}
    >
      {t('post-sale.sidebar.customs-download')}
    </Button>
  );
};
