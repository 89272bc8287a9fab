import { NativeSelect } from '@mantine/core';
import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { SUPPORTED_LANGUAGES } from '@shipdeck/domain/user/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-select.tsx';
import { reloadPage } from '../../../shared/i18n/reload-page.ts';
import { saveLanguage } from '../../../shared/i18n/update-user-language.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';

/** The account's language: saved for the user and the client, then the page reloads in it. */
export const LanguageSection = ({ language }: { language: string }) => {
  const { t } = useTranslation();
  const [isSaving, setIsSaving] = useState(false);
  const current = matchLanguage(language) ?? 'en-GB';

  const change = async (value: string) => {
    const chosen = matchLanguage(value);
    if (!chosen || chosen === current) return;
    setIsSaving(true);
    try {
      await saveLanguage(chosen);
      reloadPage();
    } catch {
      setIsSaving(false);
      showErrorToast(t('footer.language-failed'));
    }
  };

  return (
    <NativeSelect
      label={t('your-account.language.label')}
      description={t('your-account.language.description')}
      value={current}
      disabled={isSaving}
      onChange={(event) => void change(event.currentTarget.value)}
      data={SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      maw={320}
    />
  );
};
