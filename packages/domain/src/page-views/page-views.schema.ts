import { z } from 'zod';
import { PAGE_PATTERN } from './page-patterns.ts';

export { PAGE_PATTERN, pagePatternOf } from './page-patterns.ts';

/** POST /page-views: the page the signed-in user opened. */
export const pageViewRequestSchema = z.object({
  page: z.string().max(200).regex(PAGE_PATTERN, 'page-views.error.page'),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/**
 * Distinct pages counted per tenant and day; views of further pages count under OTHER_PAGES, so no caller
 * can grow the table without bound by inventing pages.
 */
export const PAGES_PER_TENANT_DAY = 200;
export const OTHER_PAGES = '(other)';

/** Whether a page view may be counted: only with the user's consent to data processing. */
export const mayCountPageView = (policies: { dataProcessing: boolean }) => policies.dataProcessing;
