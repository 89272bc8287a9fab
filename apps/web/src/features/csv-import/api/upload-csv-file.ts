import { CSRF_COOKIE, CSRF_HEADER } from '@shipdeck/domain/auth/auth-names';
import type { CsvUploadUrl } from '@shipdeck/domain/csv-import/csv-import.schema';
import { apiRequest, readCookie } from '../../../shared/api/api-client.ts';
import { ApiError, NETWORK_ERROR_KEY } from '../../../shared/api/api-error.ts';

/** GET /shipments/imports/upload-url, then PUT the file's bytes to the upload URL; answers the file's URL. */
export const uploadCsvFile = async (file: File): Promise<string> => {
  const { uploadUrl, downloadUrl } = await apiRequest<CsvUploadUrl>('/shipments/imports/upload-url');
  const headers: Record<string, string> = { 'content-type': 'text/csv', accept: 'application/json' };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: 'PUT', headers, body: file, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, [{ error_code: 'Default', message: NETWORK_ERROR_KEY }]);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { messages?: ApiError['messages'] } | null;
    throw new ApiError(response.status, body?.messages ?? []);
  }
  return downloadUrl;
};
