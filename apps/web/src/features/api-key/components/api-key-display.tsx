import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ApiKey } from '@shipdeck/domain/api-keys/api-key.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-date-time.ts';
import { canCopyToClipboard } from '../../../shared/ui/can-copy.ts';

/** The current key, read-only, with copy (where the browser can copy) and revoke. */
export const ApiKeyDisplay = ({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('generate-api-key.key-label')}
          value={apiKey.token}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
          style={{ flex: 1 }}
        />
        {canCopyToClipboard() ? (
          <CopyButton value={apiKey.token} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-live="polite">
                {copied ? t('generate-api-key.copied') : t('generate-api-key.copy')}
              </Button>
            )}
          </CopyButton>
        ) : null}
        <Button color="red.9" variant="outline" onClick={onRevoke}>
          {t('generate-api-key.revoke')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('generate-api-key.created', { date: formatDateTime(apiKey.createdAt, i18n.language) })}
        {' · '}
        {apiKey.lastUsedAt
          ? t('generate-api-key.last-used', { date: formatDateTime(apiKey.lastUsedAt, i18n.language) })
          : t('generate-api-key.never-used')}
      </Text>
    </Stack>
  );
};
