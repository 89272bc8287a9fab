import { z } from 'zod';

/** Whether the client shares its delivery data for the all-clients on-time score (and so sees it). */
export const onTimeSharingSchema = z.object({ shared: z.boolean() });
export type OnTimeSharing = z.infer<typeof onTimeSharingSchema>;
