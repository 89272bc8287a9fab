import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const LoadingState = ({ label }: { label?: string }) => {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm">{label ?? t('states.loading')}</Text>
      </Stack>
    </Center>
  );
};

export const EmptyState = ({ title, children }: { title?: string; children?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text fw={600}>{title ?? t('states.empty')}</Text>
      {children}
    </Stack>
  );
};

export const ErrorState = ({ message, onRetry }: { message?: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('states.error-title')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? t('states.error')}</Text>
        {onRetry ? (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('states.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
};
