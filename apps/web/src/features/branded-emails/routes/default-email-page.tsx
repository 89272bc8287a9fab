import { Anchor, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { useBrandedEmails } from '../api/get-branded-emails.ts';
import { DefaultEmailMock } from '../components/default-email-mock.tsx';
import { useBrandedEmailsAccess } from '../hooks/use-branded-emails-access.ts';

/** /branded-emails/default: the default e-mail with sample data, and the way back to the settings. */
export const DefaultEmailPage = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const brand = useInit().tenant.brandName;
  useDocumentTitle(t('branded-emails.preview.title'), brand);
  const { canBrand } = useBrandedEmailsAccess();
  const list = useBrandedEmails(canBrand);
  const senderName = (canBrand && list.data?.brandedSettings?.companyName) || brand;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={paths.settings.brandedEmails} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('branded-emails.preview.back')}
      </Anchor>
      <Title order={1}>{t('branded-emails.preview.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('branded-emails.preview.sample-note')}
      </Text>
      <DefaultEmailMock senderName={senderName} today={new Date()} />
    </Stack>
  );
};
