import { type Language, toClientLanguage } from '@shipdeck/domain/user/language-names';
import { apiRequest } from '../api/api-client.ts';

/**
 * A signed-in language change: the user's language (PUT /user/language, en-GB), then the
 * client's (PUT /client/language, with '-' replaced by '_': en_GB). The caller reloads the page after.
 */
export const saveLanguage = async (language: Language) => {
  await apiRequest<unknown>('/user/language', { method: 'PUT', body: { language } });
  await apiRequest<unknown>('/client/language', {
    method: 'PUT',
    body: { language: toClientLanguage(language) },
  });
};
