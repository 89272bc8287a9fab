import type { BrandedEmailsList } from '@shipdeck/domain/branded-emails/branded-emails.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { brandedEmailKeys } from './branded-email-keys.ts';

export const getBrandedEmails = (signal?: AbortSignal) =>
  apiRequest<BrandedEmailsList>('/branded-emails', { signal });

export const brandedEmailsQueryOptions = () =>
  queryOptions({ queryKey: brandedEmailKeys.list(), queryFn: ({ signal }) => getBrandedEmails(signal) });

/** The brandable e-mails with their switch, and the brand settings; asked only when the feature is usable. */
export const useBrandedEmails = (isEnabled: boolean) =>
  useQuery({ ...brandedEmailsQueryOptions(), enabled: isEnabled });
