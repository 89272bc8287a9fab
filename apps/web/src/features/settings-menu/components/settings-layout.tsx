import { Box, Grid, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SettingsMenu } from './settings-menu.tsx';

/** The settings area: the menu beside the page (the mobile menu carries it on small screens). */
export const SettingsLayout = () => {
  const { t } = useTranslation();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 4, lg: 3 }} visibleFrom="sm">
        <Paper withBorder p="sm" radius="md">
          <Title order={2} size="h5" mb="xs" px="sm">
            {t('settings-menu.title')}
          </Title>
          <SettingsMenu />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
        <Box>
          <Outlet />
        </Box>
      </Grid.Col>
    </Grid>
  );
};
