import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Tenant } from '@shipdeck/domain/tenants/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setSessionEnding } from '../../../shared/api/api-client.ts';
import { LanguageSelect } from '../../../shared/i18n/language-select.tsx';
import { BrandLogo } from '../../../shared/ui/brand-logo.tsx';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';

/** Sign-in screens in the tenant's branding: logo, a card with the form, language and footer. */
export const AuthLayout = ({
  tenant,
  title,
  children,
}: {
  tenant: Tenant;
  title: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(title, tenant.brandName);
  // A lost or ended session leaves no cached data behind. Done here, once the
  // signed-in shell is gone, so nothing on screen refetches what is dropped.
  useEffect(() => {
    queryClient.clear();
    setSessionEnding(false);
  }, [queryClient]);
  return (
    <Box mih="100vh" bg="gray.0" py={40}>
      <Container size={460}>
        <Stack gap="lg">
          <header>
            <BrandLogo brandName={tenant.brandName} color={tenant.colors.primaryDark} />
          </header>
          <Paper component="main" withBorder shadow="sm" p="xl" radius="md">
            <Stack gap="md">
              <Title order={1} size="h2">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
          <Group component="footer" justify="space-between" align="flex-end">
            <LanguageSelect isSignedIn={false} />
            <Stack gap={2} align="flex-end">
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
            </Stack>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
};
