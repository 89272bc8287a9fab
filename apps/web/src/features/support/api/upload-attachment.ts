import { CSRF_COOKIE, CSRF_HEADER } from '@shipdeck/domain/auth/auth-names';
import { errorEnvelopeSchema } from '@shipdeck/domain/errors/error-codes';
import { API_BASE, readCookie } from '../../../shared/api/api-client.ts';
import { ApiError, DEFAULT_ERROR_KEY } from '../../../shared/api/api-error.ts';

export type UploadedAttachment = { uploadId: string; id: string; fileName: string };

/** Sends one file's bytes; the server decides by them whether it is a jpg, gif, png or pdf. */
export const uploadAttachment = async (file: File, signal?: AbortSignal): Promise<UploadedAttachment> => {
  const response = await fetch(`${API_BASE}/support/attachments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
      [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '',
    },
    body: file,
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.messages : [{ error_code: 'Default', message: DEFAULT_ERROR_KEY }],
    );
  }
  return (await response.json()) as UploadedAttachment;
};
