import {
  mayCountPageView,
  OTHER_PAGES,
  PAGES_PER_TENANT_DAY,
} from '@shipdeck/domain/page-views/page-views.schema';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import type { AuthContext } from '../../plugins/app/auth-context.ts';
import { getUserPolicies } from '../users/index.ts';

/**
 * Counts one view of a page for the user's tenant on today's UTC day, if the user consented to data
 * processing; otherwise nothing is stored. Past the tenant's distinct pages for the day, the view counts
 * under OTHER_PAGES. Answers whether it was counted.
 */
export const recordPageView = async (db: Db, auth: AuthContext, page: string): Promise<boolean> => {
  const policies = await getUserPolicies(db, { clientId: auth.clientId, userId: auth.userId });
  if (!mayCountPageView(policies)) return false;
  const [counted] = rowsOf<{ page: string }>(
    await db.execute(sql`
      WITH known AS (
        SELECT count(*) AS pages, bool_or(page = ${page}) AS has_page
        FROM page_views_daily WHERE tenant_id = ${auth.tenantId} AND day = current_date
      )
      INSERT INTO page_views_daily (tenant_id, day, page, views)
      SELECT ${auth.tenantId}, current_date,
        CASE WHEN coalesce(known.has_page, false) OR known.pages < ${PAGES_PER_TENANT_DAY} THEN ${page}
             ELSE ${OTHER_PAGES} END,
        1
      FROM known
      ON CONFLICT (tenant_id, day, page) DO UPDATE SET views = page_views_daily.views + 1
      RETURNING page`),
  );
  return counted !== undefined;
};
