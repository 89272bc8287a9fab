import { NativeSelect } from '@mantine/core';
import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { SUPPORTED_LANGUAGES } from '@shipdeck/domain/user/language';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-select.tsx';
import { useAccountLanguage } from '../../../shared/i18n/use-account-language.ts';

/** The account's language: saved for the user and the client, then the page reloads in it. */
export const LanguageSection = ({ language }: { language: string }) => {
  const { t } = useTranslation();
  const { isSaving, saveAndReload } = useAccountLanguage();
  const current = matchLanguage(language) ?? 'en-GB';

  const change = async (value: string) => {
    const chosen = matchLanguage(value);
    if (!chosen || chosen === current) return;
    await saveAndReload(chosen);
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
