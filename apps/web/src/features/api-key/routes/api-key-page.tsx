import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCapabilities, useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { useApiKey } from '../api/get-api-key.ts';
import { ApiKeyBenefits } from '../components/api-key-benefits.tsx';
import { ApiKeyDisplay } from '../components/api-key-display.tsx';
import { RevokeApiKeyDialog } from '../components/revoke-api-key-dialog.tsx';

/** The generate area: a generate button without a key, the key with copy and revoke with one. */
const GenerateArea = () => {
  const { t } = useTranslation();
  const current = useApiKey();
  const generate = useCreateApiKey();
  const [isRevoking, setIsRevoking] = useState(false);

  if (current.isPending) return <LoadingState />;
  if (current.isLoadingError) return <ErrorState onRetry={() => void current.refetch()} />;
  return (
    <>
      {current.data.apiKey ? (
        <ApiKeyDisplay apiKey={current.data.apiKey} onRevoke={() => setIsRevoking(true)} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('generate-api-key.none')}</Text>
          <Button
            loading={generate.isPending}
            onClick={() =>
              generate.mutate(undefined, {
                onError: () => showErrorToast(t('generate-api-key.create.error')),
              })
            }
          >
            {t('generate-api-key.generate')}
          </Button>
        </Stack>
      )}
      {/* Outside the key display: the dialog stays open to say so once the key is gone. */}
      <RevokeApiKeyDialog isOpen={isRevoking} onClose={() => setIsRevoking(false)} />
    </>
  );
};

/** /settings/api-key: the client's key for programs, for clients allowed to have one. */
export const ApiKeyPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('settings-menu.api-key'), useInit().tenant.brandName);
  const isAllowed = useCapabilities().userCanGenerateApiKey;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.api-key')}</Title>
        <Text size="sm" c="dimmed">
          {t('generate-api-key.subtitle')}
        </Text>
      </Stack>
      {isAllowed ? (
        <>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="api-key-generate-title">
            <Stack gap="sm">
              <Title order={2} size="h4" id="api-key-generate-title">
                {t('generate-api-key.area-title')}
              </Title>
              <Text size="sm">{t('generate-api-key.area-intro')}</Text>
              {/* The OpenAPI reference the server renders; outside the SPA's routes. */}
              <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm">
                {t('generate-api-key.reference')}
              </Anchor>
              <GenerateArea />
            </Stack>
          </Paper>
          <ApiKeyBenefits />
        </>
      ) : (
        <Alert color="gray" role="status">
          {t('generate-api-key.not-allowed')}
        </Alert>
      )}
    </Stack>
  );
};
