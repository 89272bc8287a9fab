import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { useSendMessage } from '../api/send-message.ts';
import type { UploadedAttachment } from '../api/upload-attachment.ts';
import { AttachmentInput } from './attachment-input.tsx';

/** The chat's answer box: a body (required) and one attachment, uploaded before sending. */
export const MessageBox = ({ ticketId, isStaff = false }: { ticketId: string; isStaff?: boolean }) => {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<UploadedAttachment | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    if (!body.trim()) {
      setError(t('form.error.required'));
      return;
    }
    try {
      await send.mutateAsync({
        ticketId,
        isStaff,
        body: { htmlBody: body, attachments: attachment ? [attachment.id] : [] },
      });
      setBody('');
      setAttachment(null);
      setError(undefined);
    } catch (failure) {
      showErrorToast(
        t(isApiError(failure) ? (failure.messages[0]?.message as 'error.default') : 'error.default'),
        t('support.toast.submit-error'),
      );
    }
  };
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        label={t('support.details.message')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        rows={3}
        error={error}
      />
      <Group justify="space-between" align="flex-end">
        <AttachmentInput
          label={t('support.details.attachment')}
          value={attachment}
          onChange={setAttachment}
          onPendingChange={setUploading}
        />
        <Button type="submit" loading={send.isPending} disabled={isUploading}>
          {t('support.details.send')}
        </Button>
      </Group>
    </Stack>
  );
};
