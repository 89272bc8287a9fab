import { Alert, Anchor, Group, Paper, Stack, Text, Typography } from '@mantine/core';
import { isTicketClosed } from '@shipdeck/domain/support/rules/ticket-status';
import type { TicketMessage } from '@shipdeck/domain/support/support.schema';
import { useTranslation } from 'react-i18next';

/** The chat, oldest first; agents on the left, the seller on the right; a closing notice once solved. */
export const TicketTimeline = ({ messages, status }: { messages: TicketMessage[]; status: string }) => {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack
      gap="sm"
      component="ol"
      aria-label={t('support.details.timeline')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {messages.map((message) => (
        <li key={message.id}>
          <Paper
            withBorder
            p="sm"
            radius="md"
            ml={message.author.isAgent ? 0 : 'xl'}
            mr={message.author.isAgent ? 'xl' : 0}
            bg={message.author.isAgent ? 'gray.0' : 'blue.0'}
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {message.author.isAgent ? t('support.details.agent') : t('support.details.you')}
              </Text>
              <Text size="xs" c="dimmed">
                {format.format(new Date(message.createdAt))}
              </Text>
            </Group>
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-html) before it was stored, and again never stored otherwise */}
              <div dangerouslySetInnerHTML={{ __html: message.htmlBody }} />
            </Typography>
            {message.attachments.map((attachment) => (
              <Anchor
                key={attachment.id}
                href={attachment.url}
                target="_blank"
                rel="noopener"
                size="sm"
                display="block"
              >
                {attachment.fileName}
              </Anchor>
            ))}
          </Paper>
        </li>
      ))}
      {isTicketClosed(status) ? (
        <li>
          <Alert color="green">{t('support.details.closed')}</Alert>
        </li>
      ) : null}
    </Stack>
  );
};
