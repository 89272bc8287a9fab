import { randomUUID } from 'node:crypto';
import { EventType } from '@shipdeck/domain/events/event-types';
import { attachmentTypeOf } from '@shipdeck/domain/support/rules/attachment-type';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SupportMessage } from '@shipdeck/domain/support/support.schema';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors/app-error.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { clientFileKey, type FileStorage } from '../../platform/storage/file-storage.ts';
import { supportRepository } from './support.repository.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/** A name safe to show and to send back as a download name: no path, no control characters. */
const cleanFileName = (name: string | undefined, extension: string) => {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  return base || `attachment.${extension}`;
};

/**
 * POST /support/attachments: stores one file of a ticket or message (one file, at most 10 MB,
 * jpg, jpeg, gif, png or pdf by its bytes). It stays loose until a ticket or message takes it.
 */
export const createAttachment = async (
  db: Db,
  input: { clientId: string; bytes: Buffer; fileName?: string; storage: FileStorage },
) => {
  if (input.bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES)
    throw new AppError({ code: 'PayloadTooLarge', status: 413, messageKey: SupportMessage.attachmentSize });
  const contentType = attachmentTypeOf(input.bytes);
  if (!contentType)
    throw badRequest({ code: 'ValueNotAllowedField', messageKey: SupportMessage.attachmentType });
  const id = randomUUID();
  const extension = EXTENSIONS[contentType]!;
  const fileKey = clientFileKey(input.clientId, 'support', `${id}.${extension}`);
  await input.storage.put(fileKey, input.bytes, contentType);
  // The upload is confirmed by an event in the transaction that records it: the browser's pending
  // upload becomes the file once the event arrives.
  const row = await db.transaction(async (tx) => {
    const inserted = await supportRepository.insertAttachment(tx, {
      id,
      clientId: input.clientId,
      fileKey,
      fileName: cleanFileName(input.fileName, extension),
      contentType,
      size: input.bytes.length,
    });
    await publishEvent(tx, {
      clientId: input.clientId,
      type: EventType.SupportAttachmentUploaded,
      payload: { uploadId: inserted.id, id: inserted.id },
    });
    return inserted;
  });
  return { uploadId: row.id, id: row.id, fileName: row.fileName };
};
