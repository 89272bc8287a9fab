import { Badge, Divider, NavLink, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { authPaths, usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useHasEnabledSubscription } from '../../../shared/session/subscription-status.ts';
import { settingsMenuEntries } from '../rules/settings-menu-entries.ts';

/** The settings navigation, also shown in the mobile menu. */
export const SettingsMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t, i18n } = useTranslation();
  const init = useInit();
  const paths = usePrivatePaths();
  const { pathname } = useLocation();
  const hasEnabledSubscription = useHasEnabledSubscription();
  const entries = settingsMenuEntries({
    paths,
    features: init.features,
    capabilities: init.capabilities,
    hasEnabledSubscription,
  });

  return (
    <Stack gap={2} component="nav" aria-label={t('settings-menu.title')}>
      {entries.map((entry) => (
        <NavLink
          key={entry.id}
          component={Link}
          to={entry.to}
          onClick={onNavigate}
          label={t(`settings-menu.${entry.id}`)}
          active={sectionOf(entry.to) === sectionOf(pathname)}
          aria-current={sectionOf(entry.to) === sectionOf(pathname) ? 'page' : undefined}
          rightSection={
            entry.isLocked ? (
              <IconLock size={16} aria-label={t('settings-menu.requires-subscription')} role="img" />
            ) : entry.isNew ? (
              <Badge size="xs" variant="filled">
                {t('settings-menu.new')}
              </Badge>
            ) : null
          }
        />
      ))}
      <Divider my="xs" />
      <NavLink
        component={Link}
        to={`${authPaths(init.tenant.partnerSlug).logout}?lang=${encodeURIComponent(i18n.language)}`}
        onClick={onNavigate}
        label={t('settings-menu.sign-out')}
      />
    </Stack>
  );
};

/** The settings section of a path: `/private/settings/billing/invoices` → `billing`. */
const sectionOf = (path: string) => {
  const segments = path.split('/');
  const index = segments.indexOf('settings');
  return index === -1 ? undefined : segments[index + 1];
};
