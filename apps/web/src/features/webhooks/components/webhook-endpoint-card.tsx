import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@shipdeck/domain/webhooks/webhook.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useSendTestEvent } from '../api/send-test-event.ts';
import { DeleteWebhookDialog } from './delete-webhook-dialog.tsx';
import { WebhookDeliveryLog } from './webhook-delivery-log.tsx';
import { WebhookSecret } from './webhook-secret.tsx';

/** One endpoint: its address and events, its secret, test and delete, and its delivery log. */
export const WebhookEndpointCard = ({
  endpoint,
  isNew,
}: {
  endpoint: WebhookEndpoint;
  /** Just made: its secret shows at once. */
  isNew: boolean;
}) => {
  const { t } = useTranslation();
  const sendTest = useSendTestEvent();
  const [isDeleting, setIsDeleting] = useState(false);
  const titleId = `webhook-${endpoint.id}`;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={600} ff="monospace" id={titleId} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            ) : null}
            <Group gap={4}>
              {endpoint.events.map((type) => (
                <Badge key={type} variant="outline" color="gray.8" tt="none">
                  {type}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              loading={sendTest.isPending}
              onClick={() =>
                sendTest.mutate(endpoint.id, {
                  onSuccess: () => showSuccessToast(t('webhooks.test.sent')),
                  onError: () => showErrorToast(t('webhooks.error.generic')),
                })
              }
            >
              {t('webhooks.test.send')}
            </Button>
            <Button color="red.9" variant="outline" onClick={() => setIsDeleting(true)}>
              {t('webhooks.delete')}
            </Button>
          </Group>
        </Group>
        <WebhookSecret endpointId={endpoint.id} isShownAtFirst={isNew} />
        <WebhookDeliveryLog endpointId={endpoint.id} titleId={`${titleId}-log`} />
        <DeleteWebhookDialog
          endpointId={endpoint.id}
          isOpen={isDeleting}
          onClose={() => setIsDeleting(false)}
        />
      </Stack>
    </Paper>
  );
};
