import type { BrandedEmailContent } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';

type SendTestInput = { emailType: string; locale: string; content: BrandedEmailContent };

export const sendTestEmail = ({ emailType, locale, content }: SendTestInput) =>
  apiRequest<{ queued: true }>(`/branded-emails/${emailType}/${locale}/test`, {
    method: 'POST',
    body: content,
  });

/** Mails the form as it is to the seller's own address. */
export const useSendTestEmail = () => useMutation({ mutationFn: sendTestEmail });
