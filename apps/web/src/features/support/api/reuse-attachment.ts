import { apiRequest } from '../../../shared/api/api-client.ts';
import type { UploadedAttachment } from './upload-attachment.ts';

/** Takes a file of an earlier ticket again, as a new upload the ticket being written binds. */
export const reuseAttachment = (id: string) =>
  apiRequest<UploadedAttachment>(`/support/attachments/${encodeURIComponent(id)}/reuse`, { method: 'POST' });
