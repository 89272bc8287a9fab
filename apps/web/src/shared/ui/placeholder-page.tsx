import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInit } from '../session/get-init.ts';
import { useDocumentTitle } from './document-title.ts';

/** A page of the route table whose content is not built yet: its title, and a short note. */
export const PlaceholderPage = ({ title, children }: { title: string; children?: ReactNode }) => {
  const { t } = useTranslation();
  useDocumentTitle(title, useInit().tenant.brandName);
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      {children}
      <Text c="dimmed">{t('pages.coming-soon')}</Text>
    </Stack>
  );
};
