import { Button, FileButton, Group, Menu, Text } from '@mantine/core';
import { ATTACHMENT_ACCEPT } from '@shipdeck/domain/support/rules/attachment-type';
import {
  type EarlierAttachment,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SupportMessage,
} from '@shipdeck/domain/support/support.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import {
  listenForAttachmentConfirmations,
  waitForAttachmentConfirmation,
} from '../api/attachment-confirmations.ts';
import { reuseAttachment } from '../api/reuse-attachment.ts';
import { type UploadedAttachment, uploadAttachment } from '../api/upload-attachment.ts';

type Props = {
  label: string;
  value: UploadedAttachment | null;
  onChange: (value: UploadedAttachment | null) => void;
  /** Told while the file travels: a form is invalid while any upload is in progress. */
  onPendingChange?: (isPending: boolean) => void;
  error?: string;
  /** Files of earlier tickets the field can take again instead of a new upload. */
  earlier?: readonly EarlierAttachment[];
};

/**
 * One file (≤ 10 MB; jpg, jpeg, gif, png, pdf), uploaded as soon as it is picked, or one of the earlier
 * tickets' files taken again.
 */
export const AttachmentInput = ({ label, value, onChange, onPendingChange, error, earlier = [] }: Props) => {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  useEffect(() => listenForAttachmentConfirmations(), []);
  const pick = (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
      setUploadError(SupportMessage.attachmentSize);
      return;
    }
    // Pending until the server's confirmation event names the upload; no event within 10 s fails it.
    return send(async () => {
      const uploaded = await uploadAttachment(file);
      await waitForAttachmentConfirmation(uploaded.uploadId);
      return uploaded;
    });
  };
  const send = async (sending: () => Promise<UploadedAttachment>) => {
    setUploadError(null);
    setPending(true);
    onPendingChange?.(true);
    try {
      onChange(await sending());
    } catch (failure) {
      setUploadError(
        isApiError(failure)
          ? (failure.messages[0]?.message ?? SupportMessage.attachmentUnknown)
          : SupportMessage.attachmentUnknown,
      );
    } finally {
      setPending(false);
      onPendingChange?.(false);
    }
  };
  const shownError = uploadError ?? error;
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="xs">
        <FileButton onChange={(file) => void pick(file)} accept={ATTACHMENT_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={isPending}
              aria-label={`${label}: ${t('support.attachment.choose')}`}
            >
              {t('support.attachment.choose')}
            </Button>
          )}
        </FileButton>
        {earlier.length > 0 ? (
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="default" size="xs" aria-label={`${label}: ${t('support.attachment.earlier')}`}>
                {t('support.attachment.earlier')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {earlier.map((attachment) => (
                <Menu.Item
                  key={attachment.id}
                  onClick={() => void send(() => reuseAttachment(attachment.id))}
                >
                  {t('support.attachment.earlier-item', {
                    name: attachment.fileName,
                    ticket: attachment.ticketReference,
                  })}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
        {value ? (
          <>
            <Text size="sm">{value.fileName}</Text>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => onChange(null)}
              aria-label={t('support.attachment.remove', { name: value.fileName })}
            >
              {t('support.attachment.remove-short')}
            </Button>
          </>
        ) : isPending ? (
          <Text size="sm" c="dimmed">
            {t('support.attachment.pending')}
          </Text>
        ) : null}
      </Group>
      {shownError ? (
        <Text size="xs" c="red" role="alert">
          {t(shownError as 'support.error.attachment-error')}
        </Text>
      ) : null}
    </div>
  );
};
