import type { Language } from '@shipdeck/domain/user/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../toasts/toasts.ts';
import { reloadPage } from './reload-page.ts';
import { saveLanguage } from './update-user-language.ts';

/**
 * Saves a signed-in account's language (the user's and the client's), then reloads the page in it;
 * a failed save says so and lets the reader choose again.
 */
export const useAccountLanguage = () => {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  const saveAndReload = async (language: Language) => {
    setIsSaving(true);
    try {
      await saveLanguage(language);
      reloadPage();
    } catch {
      setIsSaving(false);
      showErrorToast(t('footer.language-failed'));
    }
  };
  return { isSaving, saveAndReload };
};
