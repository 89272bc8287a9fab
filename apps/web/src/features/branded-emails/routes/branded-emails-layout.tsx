import { Stack, Tabs, Text, Title } from '@mantine/core';
import { BRANDED_EMAIL_TABS } from '@shipdeck/domain/routes/route-table';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';

type Tab = (typeof BRANDED_EMAIL_TABS)[number];

/** /settings/branded-emails: the e-mail templates and brand settings tabs; the index goes to the templates. */
export const BrandedEmailsLayout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle(t('settings-menu.branded-emails'), useInit().tenant.brandName);
  const base = pathname.replace(/\/(email-templates|brand-settings)\/?$/, '');
  const current: Tab = pathname.endsWith('/brand-settings') ? 'brand-settings' : 'email-templates';

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.branded-emails')}</Title>
        <Text size="sm" c="dimmed">
          {t('branded-emails.description')}
        </Text>
      </Stack>
      <Tabs
        value={current}
        onChange={(tab) => {
          if (tab && tab !== current) void navigate(`${base}/${tab}`);
        }}
      >
        <Tabs.List aria-label={t('branded-emails.title')}>
          {BRANDED_EMAIL_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`branded-emails.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
};
