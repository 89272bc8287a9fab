import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shared/i18n/language-select.tsx';
import { useInit } from '../../shared/session/get-init.ts';

/** Footer: impressum link when the tenant has one, 'powered by', language switch. */
export const AppFooter = () => {
  const { t } = useTranslation();
  const { tenant, capabilities } = useInit();
  return (
    <Container size="xl" py="md">
      <Group justify="space-between" align="flex-end">
        {capabilities.showLanguageSelector ? <LanguageSelect isSignedIn /> : <span />}
        <Group gap="md">
          {tenant.impressumUrl ? (
            <Anchor href={tenant.impressumUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {t('footer.impressum')}
            </Anchor>
          ) : null}
          {tenant.poweredBy ? (
            <Text size="sm" c="dimmed">
              {t('footer.powered-by', { name: tenant.poweredBy })}
            </Text>
          ) : null}
        </Group>
      </Group>
    </Container>
  );
};
