import type { EarlierAttachment } from '@shipdeck/domain/support/support.schema';
import type { Db } from '../../platform/db/database.ts';
import { supportRepository } from './support.repository.ts';

/** How many earlier files the form offers: the recent ones a seller would look for. */
const EARLIER_ATTACHMENTS_LIMIT = 50;

/**
 * GET /support/attachments/earlier: the files of the client's earlier tickets (about one shipment when
 * asked), newest first, each stored file once even when several tickets took it.
 */
export const findEarlierAttachments = async (
  db: Db,
  input: { clientId: string; shipmentReference?: string },
): Promise<EarlierAttachment[]> => {
  const rows = await supportRepository.findEarlierAttachments(db, {
    ...input,
    limit: EARLIER_ATTACHMENTS_LIMIT,
  });
  const seen = new Set<string>();
  return rows
    .filter(({ attachment }) => !seen.has(attachment.fileKey) && seen.add(attachment.fileKey))
    .map(({ attachment, ticketReference }) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      ticketReference,
      createdAt: attachment.createdAt.toISOString(),
    }));
};
