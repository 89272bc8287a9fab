import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';

const TABS = ['sender', 'recipient'] as const;
type Tab = (typeof TABS)[number];

/** /settings/addresses: the sender and recipient tabs; the index goes to sender. */
export const AddressesLayout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brand = useInit().tenant.brandName;
  const base = pathname.replace(/\/(sender|recipient)\/?$/, '');
  const current: Tab = pathname.endsWith('/recipient') ? 'recipient' : 'sender';
  useDocumentTitle(t('settings-menu.addresses'), brand);

  return (
    <Stack gap="md">
      <Title order={1}>{t('settings-menu.addresses')}</Title>
      <Tabs
        value={current}
        onChange={(tab) => {
          if (tab && tab !== current) void navigate(`${base}/${tab}`);
        }}
      >
        <Tabs.List aria-label={t('addresses.tabs-label')}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`addresses.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
};
