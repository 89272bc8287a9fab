import {
  type AnalyticsRangeQuery,
  analyticsRangeQuerySchema,
  byCarrierSchema,
  byContentSchema,
  byCountrySchema,
  costOverTimeSchema,
  shipmentsOverTimeSchema,
} from '@shipdeck/domain/analytics/analytics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { getUserTimeZone } from '../users/index.ts';
import { assertAnalyticsAvailable, assertRangeAllowed } from './analytics-access.ts';
import { startAnalyticsWakeups } from './analytics-wakeups.ts';
import { applyAnalyticsEventsJob } from './apply-analytics-events.job.ts';
import { catchUpAnalyticsJob } from './catch-up-analytics.job.ts';
import { findByCarrier } from './find-by-carrier.ts';
import { findByContent } from './find-by-content.ts';
import { findByCountry } from './find-by-country.ts';
import { findCostOverTime } from './find-cost-over-time.ts';
import { findShipmentsOverTime } from './find-shipments-over-time.ts';
import { rebuildAnalyticsJob } from './rebuild-analytics.job.ts';
import { useReaderTimeZone } from './rebuild-analytics.ts';

const tags = ['analytics'];

type Chart = {
  path: string;
  summary: string;
  response: z.ZodType;
  find: (db: Db, input: { clientId: string } & AnalyticsRangeQuery) => Promise<unknown>;
};

const CHARTS: Chart[] = [
  {
    path: '/analytics/shipments',
    summary: 'Paid shipments per day',
    response: shipmentsOverTimeSchema,
    find: findShipmentsOverTime,
  },
  {
    path: '/analytics/costs',
    summary: 'Total shipping cost per day',
    response: costOverTimeSchema,
    find: findCostOverTime,
  },
  {
    path: '/analytics/carriers',
    summary: 'Shipments by carrier (top 8 and others)',
    response: byCarrierSchema,
    find: findByCarrier,
  },
  {
    path: '/analytics/countries',
    summary: 'Shipments by destination country (top 8 and others)',
    response: byCountrySchema,
    find: findByCountry,
  },
  {
    path: '/analytics/contents',
    summary: 'Shipments by content (top 8 and others)',
    response: byContentSchema,
    find: findByContent,
  },
];

/**
 * The analytics charts (GET, each with from and to), read from daily roll-ups that the
 * client's shipment events keep up to date, with days counted in the reader's time zone.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.jobs.register(applyAnalyticsEventsJob);
  app.jobs.register(rebuildAnalyticsJob);
  app.jobs.register(catchUpAnalyticsJob);
  startAnalyticsWakeups(app);

  for (const chart of CHARTS) {
    app.get(
      chart.path,
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: chart.summary,
          querystring: analyticsRangeQuerySchema,
          response: { 200: chart.response },
        },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        assertRangeAllowed(request.query, new Date());
        await assertAnalyticsAvailable(db, auth);
        await useReaderTimeZone(db, { clientId: auth.clientId, timeZone: await getUserTimeZone(db, auth) });
        return chart.find(db, { clientId: auth.clientId, from: request.query.from, to: request.query.to });
      },
    );
  }
};
