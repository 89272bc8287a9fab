import { randomUUID } from 'node:crypto';
import { SupportMessage } from '@shipdeck/domain/support/support.schema';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { supportRepository } from './support.repository.ts';

/**
 * POST /support/attachments/:id/reuse: a file of one of the client's earlier tickets, taken again as a
 * new loose upload that a new ticket (a claim's proof) binds like any other. It names the same stored
 * file: the bytes were checked when first uploaded and are never changed. Another client's file, or an
 * upload no ticket took, is a 404.
 */
export const reuseAttachment = async (db: Db, input: { clientId: string; id: string }) => {
  const earlier = await supportRepository.findBoundAttachment(db, input.clientId, input.id);
  if (!earlier) throw notFound(SupportMessage.attachmentUnknown);
  const row = await supportRepository.insertAttachment(db, {
    id: randomUUID(),
    clientId: input.clientId,
    fileKey: earlier.fileKey,
    fileName: earlier.fileName,
    contentType: earlier.contentType,
    size: earlier.size,
  });
  return { uploadId: row.id, id: row.id, fileName: row.fileName };
};
