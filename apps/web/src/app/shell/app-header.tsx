import { Anchor, Burger, Container, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionAlert } from '../../features/integrations/components/connection-alert.tsx';
import { SettingsMenu } from '../../features/settings-menu/components/settings-menu.tsx';
import { usePrivatePaths } from '../../shared/paths.ts';
import { useInit } from '../../shared/session/get-init.ts';
import { useHeaderEntries } from '../../shared/session/header-entries.ts';
import { SidePanel } from '../../shared/side-panel/side-panel.tsx';
import { BrandLogo } from '../../shared/ui/brand-logo.tsx';
import { NotificationsBell } from './notifications-bell.tsx';

/**
 * Header: logo back to the inbox, settings and help links (help as the tenant allows), the notifications
 * bell where the tenant has a news feed, mobile menu.
 */
export const AppHeader = () => {
  const { t } = useTranslation();
  const init = useInit();
  const paths = usePrivatePaths();
  const entries = useHeaderEntries();
  const [isMenuOpen, menu] = useDisclosure(false);
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Anchor
          component={Link}
          to={paths.inbox()}
          underline="never"
          aria-label={t('nav.home', { brand: init.tenant.brandName })}
        >
          <BrandLogo brandName={init.tenant.brandName} color={init.tenant.colors.primaryDark} />
        </Anchor>
        <ConnectionAlert isEnabled={entries.connectShop} />
        <Group component="nav" aria-label={t('nav.main')} gap="lg" visibleFrom="sm">
          <Anchor component={Link} to={paths.inbox()} fw={500}>
            {t('nav.shipments')}
          </Anchor>
          <Anchor component={Link} to={paths.settings.root} fw={500}>
            {t('nav.settings')}
          </Anchor>
          {entries.help ? (
            <Anchor component={Link} to={paths.supportCenter} fw={500}>
              {t('nav.help')}
            </Anchor>
          ) : null}
        </Group>
        {entries.notifications ? <NotificationsBell /> : null}
        <Burger opened={isMenuOpen} onClick={menu.toggle} hiddenFrom="sm" aria-label={t('nav.open-menu')} />
      </Group>
      <SidePanel
        opened={isMenuOpen}
        onClose={menu.close}
        title={init.tenant.brandName}
        size="xs"
        hiddenFrom="sm"
        closeLabel={t('nav.close-menu')}
      >
        <Stack gap="xs">
          <Stack gap={2} component="nav" aria-label={t('nav.main')}>
            <NavLink component={Link} to={paths.inbox()} label={t('nav.shipments')} onClick={menu.close} />
            {entries.help ? (
              <NavLink component={Link} to={paths.supportCenter} label={t('nav.help')} onClick={menu.close} />
            ) : null}
          </Stack>
          <SettingsMenu onNavigate={menu.close} />
        </Stack>
      </SidePanel>
    </Container>
  );
};
