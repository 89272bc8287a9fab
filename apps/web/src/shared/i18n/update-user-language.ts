import type { UpdateLanguageRequest } from '@shipdeck/domain/user/user.schema';
import { apiRequest } from '../api/api-client.ts';

/** PUT /user/language: the server sets both the user's and the client's language. */
export const updateUserLanguage = (body: UpdateLanguageRequest) =>
  apiRequest<void>('/user/language', { method: 'PUT', body });
