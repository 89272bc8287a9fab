import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { useDeferredPayment } from '../api/get-deferred-payment.ts';

/** The billing tabs in their fixed order; payment only for a client that may defer. */
const TABS = ['transactions', 'invoices', 'invoicing', 'payment'] as const;
type Tab = (typeof TABS)[number];

const TAB_PATH = /\/(transactions|invoices|invoicing|payment)\/?$/;

/** /settings/billing: the billing tabs over the tab's page; the index goes to transactions. */
export const BillingLayout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle(t('settings-menu.billing'), useInit().tenant.brandName);
  const current = TAB_PATH.exec(pathname)?.[1] as Tab | undefined;
  const base = pathname.replace(TAB_PATH, '');
  // The payment tab shows only when the tenant offers deferred payment details and the client may defer.
  const isPaymentTabVisible = useDeferredPayment().data?.isTabVisible === true;
  const tabs = TABS.filter((tab) => tab !== 'payment' || isPaymentTabVisible);

  return (
    <Stack gap="md">
      <Title order={1}>{t('settings-menu.billing')}</Title>
      <Tabs
        value={current ?? null}
        onChange={(tab) => {
          if (tab && tab !== current) void navigate(`${base}/${tab}`);
        }}
      >
        <Tabs.List aria-label={t('billing.tabs.label')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`billing.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
};
