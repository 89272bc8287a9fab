import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCapabilities, useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { LanguageSection } from '../components/language-section.tsx';
import { PrintFormatSection } from '../components/print-format-section.tsx';

/**
 * /settings/your-account: the language selector and the password change, each where the client may, and
 * the label format the user prints in by default.
 */
export const YourAccountPage = () => {
  const { t } = useTranslation();
  const init = useInit();
  const capabilities = useCapabilities();
  useDocumentTitle(t('settings-menu.your-account'), init.tenant.brandName);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('settings-menu.your-account')}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('your-account.profile.title')}
          </Title>
          <Text size="sm">{t('your-account.profile.signed-in-as', { email: init.user.email })}</Text>
        </Stack>
      </Paper>
      {capabilities.showLanguageSelector ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('your-account.language.title')}
            </Title>
            <LanguageSection language={init.user.language} />
          </Stack>
        </Paper>
      ) : null}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('your-account.print-format.title')}
          </Title>
          <PrintFormatSection current={init.user.defaultPrintFormat} />
        </Stack>
      </Paper>
      {capabilities.canChangePassword ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('your-account.password.title')}
            </Title>
            <ChangePasswordForm email={init.user.email} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
};
