import { NativeSelect } from '@mantine/core';
import { matchLanguage } from '@shipdeck/domain/i18n/languages';
import { type Language, SUPPORTED_LANGUAGES } from '@shipdeck/domain/user/language-names';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from './i18n.ts';
import { rememberLanguage } from './language-preference.ts';
import { useAccountLanguage } from './use-account-language.ts';

/** Each language named in itself, so a reader finds theirs whatever the current UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-GB': 'English (UK)',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  tr: 'Türkçe',
  hu: 'Magyar',
  pt: 'Português',
};

/**
 * Language switch. Signed in, it saves the user's and the client's language then reloads the page;
 * on the sign-in screens it only switches the UI and remembers the choice in this browser.
 */
export const LanguageSelect = ({ isSignedIn }: { isSignedIn: boolean }) => {
  const { t, i18n } = useTranslation();
  const { isSaving, saveAndReload } = useAccountLanguage();
  const current = matchLanguage(i18n.language) ?? 'en-GB';

  const change = async (value: string) => {
    const language = matchLanguage(value);
    if (!language || language === current) return;
    rememberLanguage(language);
    if (!isSignedIn) {
      await applyLanguage(language);
      return;
    }
    await saveAndReload(language);
  };

  return (
    <NativeSelect
      label={t('footer.language')}
      size="xs"
      value={current}
      disabled={isSaving}
      onChange={(event) => void change(event.currentTarget.value)}
      data={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      w={170}
    />
  );
};
