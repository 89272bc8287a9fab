import { labelRequestOfPrintFormat, type PrintFormat } from '@shipdeck/domain/shipments/post-sale.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { postSaleKeys } from './post-sale-keys.ts';

export type LabelDisposition = 'inline' | 'attachment';
export type LabelRequest = { references: string[]; format: PrintFormat; disposition: LabelDisposition };

/**
 * The label file of one or more shipments: inline opens it to print, attachment downloads it. A
 * thermal format asks for ZPL at its resolution: one file with every label, for the printer's queue.
 */
export const getLabels = async ({ references, format, disposition }: LabelRequest) => {
  const request = labelRequestOfPrintFormat(format);
  const query = new URLSearchParams({
    references: references.join(','),
    format: request.format,
    disposition,
  });
  if (request.dpi) query.set('dpi', String(request.dpi));
  const answer = await apiRequest<Partial<Record<string, { url: string }>>>(`/shipments/labels?${query}`);
  const url = answer[request.format]?.url;
  if (!url) throw new Error('labels.error.not-generated');
  return { url };
};

/** Fetching a label records it as downloaded on the server; the shipments are refetched to show it. */
export const useGetLabels = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getLabels,
    onSuccess: (_data, request) =>
      Promise.all(
        request.references.map((reference) =>
          queryClient.invalidateQueries({ queryKey: postSaleKeys.detail(reference), exact: true }),
        ),
      ),
  });
};
