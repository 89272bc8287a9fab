import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';

/** Without the branded-emails feature, a notice that leads to the plans. */
export const BrandedEmailsUpgradeNotice = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  return (
    <Alert color="indigo" icon={<IconLock aria-hidden />} title={t('branded-emails.upgrade.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('branded-emails.upgrade.text')}</Text>
        <Button component={Link} to={paths.subscriptions}>
          {t('branded-emails.upgrade.action')}
        </Button>
      </Stack>
    </Alert>
  );
};
