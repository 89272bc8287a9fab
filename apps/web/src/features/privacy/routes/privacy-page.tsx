import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ConsentSwitches } from '../components/consent-switches.tsx';
import { DataExportSection } from '../components/data-export-section.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { OnTimeSharingSwitch } from '../components/on-time-sharing-switch.tsx';

/** /settings/privacy: the consents, sharing delivery data, "download my data" and account deletion. */
export const PrivacyPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('settings-menu.privacy'), useInit().tenant.brandName);
  const section = (title: string, content: React.ReactNode) => (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('settings-menu.privacy')}
      </Title>
      {section(t('privacy.settings.consents-title'), <ConsentSwitches />)}
      {section(t('privacy.sharing.title'), <OnTimeSharingSwitch />)}
      {section(t('privacy.export.title'), <DataExportSection />)}
      {section(t('privacy.delete.title'), <DeleteAccountSection />)}
    </Stack>
  );
};
