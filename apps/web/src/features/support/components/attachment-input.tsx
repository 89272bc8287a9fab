import { Button, FileButton, Group, Text } from '@mantine/core';
import { ATTACHMENT_ACCEPT } from '@shipdeck/domain/support/rules/attachment-type';
import { SUPPORT_ATTACHMENT_MAX_BYTES, SupportMessage } from '@shipdeck/domain/support/support.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { type UploadedAttachment, uploadAttachment } from '../api/upload-attachment.ts';

type Props = {
  label: string;
  value: UploadedAttachment | null;
  onChange: (value: UploadedAttachment | null) => void;
  /** Told while the file travels: a form is invalid while any upload is in progress (spec 3 §5). */
  onPendingChange?: (isPending: boolean) => void;
  error?: string;
};

/** One file (≤ 10 MB; jpg, jpeg, gif, png, pdf), uploaded as soon as it is picked. */
export const AttachmentInput = ({ label, value, onChange, onPendingChange, error }: Props) => {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
      setUploadError(SupportMessage.attachmentSize);
      return;
    }
    setPending(true);
    onPendingChange?.(true);
    try {
      onChange(await uploadAttachment(file));
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
