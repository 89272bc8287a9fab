import type { ArchiveSettings } from '@shipdeck/domain/archiving/archive-settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client.ts';
import { archiveKeys } from './archive-keys.ts';

export const getArchiveSettings = (signal?: AbortSignal) =>
  apiRequest<ArchiveSettings>('/archive-settings', { signal });

export const archiveSettingsQueryOptions = () =>
  queryOptions({ queryKey: archiveKeys.all, queryFn: ({ signal }) => getArchiveSettings(signal) });

/** How long delivered shipments and drafts stay before the daily job archives them. */
export const useArchiveSettings = () => useQuery(archiveSettingsQueryOptions());
