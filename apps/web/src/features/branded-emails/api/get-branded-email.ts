import type { BrandedEmailImplementation } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { brandedEmailKeys } from './branded-email-keys.ts';

export const getBrandedEmail = (emailType: string, locale: string, signal?: AbortSignal) =>
  apiRequest<BrandedEmailImplementation>(`/branded-emails/${emailType}/${locale}`, { signal });

export const brandedEmailQueryOptions = (emailType: string, locale: string) =>
  queryOptions({
    queryKey: brandedEmailKeys.detail(emailType, locale),
    queryFn: ({ signal }) => getBrandedEmail(emailType, locale, signal),
  });

/** One template in one language: the saved one, or the starting text the server offers. */
export const useBrandedEmail = (emailType: string, locale: string, isEnabled: boolean) =>
  useQuery({ ...brandedEmailQueryOptions(emailType, locale), enabled: isEnabled });
