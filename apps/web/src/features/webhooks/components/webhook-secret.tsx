import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { canCopyToClipboard } from '../../../shared/ui/can-copy.ts';
import { useWebhook } from '../api/get-webhook.ts';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret.ts';

/** The endpoint's signing secret: hidden until asked for (or just made), with copy and rotate. */
export const WebhookSecret = ({
  endpointId,
  isShownAtFirst,
}: {
  endpointId: string;
  isShownAtFirst: boolean;
}) => {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(isShownAtFirst);
  const endpoint = useWebhook(endpointId, isShown);
  const rotate = useRotateWebhookSecret();
  const secret = isShown ? endpoint.data?.secret : undefined;

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={t('webhooks.secret.label')}
        value={secret ?? '••••••••••••••••••••••••'}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        styles={{ input: { fontFamily: 'monospace' } }}
        style={{ flex: 1 }}
      />
      {secret ? (
        canCopyToClipboard() ? (
          <CopyButton value={secret} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-live="polite">
                {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
              </Button>
            )}
          </CopyButton>
        ) : null
      ) : (
        <Button variant="default" loading={isShown && endpoint.isFetching} onClick={() => setIsShown(true)}>
          {t('webhooks.secret.show')}
        </Button>
      )}
      <Button
        variant="outline"
        loading={rotate.isPending}
        onClick={() =>
          rotate.mutate(endpointId, {
            onSuccess: () => setIsShown(true),
            onError: () => showErrorToast(t('webhooks.error.generic')),
          })
        }
      >
        {t('webhooks.secret.rotate')}
      </Button>
    </Group>
  );
};
