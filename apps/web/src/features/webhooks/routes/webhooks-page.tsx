import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { WEBHOOK_ENDPOINTS_MAX } from '@shipdeck/domain/webhooks/webhook.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapabilities, useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { VerificationSnippet } from '../components/verification-snippet.tsx';
import { WebhookEndpointCard } from '../components/webhook-endpoint-card.tsx';
import { WebhookForm } from '../components/webhook-form.tsx';

const Endpoints = () => {
  const { t } = useTranslation();
  const endpoints = useWebhooks();
  const create = useCreateWebhook();
  const [createdId, setCreatedId] = useState<string>();

  if (endpoints.isPending) return <LoadingState />;
  if (endpoints.isLoadingError) return <ErrorState onRetry={() => void endpoints.refetch()} />;
  const list = endpoints.data.endpoints;
  return (
    <>
      {list.map((endpoint) => (
        <WebhookEndpointCard key={endpoint.id} endpoint={endpoint} isNew={endpoint.id === createdId} />
      ))}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="webhooks-add-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="webhooks-add-title">
            {t('webhooks.form.title')}
          </Title>
          {list.length >= WEBHOOK_ENDPOINTS_MAX ? (
            <Text size="sm">{t('webhooks.error.limit')}</Text>
          ) : (
            <WebhookForm
              onSubmit={async (values) => {
                const endpoint = await create.mutateAsync(values);
                setCreatedId(endpoint.id);
              }}
            />
          )}
        </Stack>
      </Paper>
    </>
  );
};

/** /settings/webhooks: endpoints that receive the client's events, for clients allowed an API key. */
export const WebhooksPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('settings-menu.webhooks'), useInit().tenant.brandName);
  const isAllowed = useCapabilities().userCanGenerateApiKey;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.webhooks')}</Title>
        <Text size="sm" c="dimmed">
          {t('webhooks.subtitle')}
        </Text>
        <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
          {t('webhooks.reference')}
        </Anchor>
      </Stack>
      {isAllowed ? (
        <>
          <Endpoints />
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="webhooks-verify-title">
            <VerificationSnippet />
          </Paper>
        </>
      ) : (
        <Alert color="gray" role="status">
          {t('webhooks.not-allowed')}
        </Alert>
      )}
    </Stack>
  );
};
