import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { applyAnalyticsEventsJob } from '../../src/modules/analytics/apply-analytics-events.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import type { SignedUp } from '../helpers/clients.ts';

export const CHARTS = ['shipments', 'costs', 'carriers', 'countries', 'contents'] as const;

const DAY_MS = 86_400_000;
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Reads a chart as the browser would the day after: a range ends yesterday at the latest, and the
 * shipments of a test are bought today. Only Date is faked; timers and the database run as usual.
 */
export const readChart = async (
  app: FastifyInstance,
  account: SignedUp,
  chart: (typeof CHARTS)[number],
  range: { from: string; to: string },
) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(`${range.to}T12:00:00Z`) + DAY_MS));
  try {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/analytics/${chart}?from=${range.from}&to=${range.to}`,
      headers: account.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  } finally {
    vi.useRealTimers();
  }
};

export const readAllCharts = async (
  app: FastifyInstance,
  account: SignedUp,
  range: { from: string; to: string },
) => {
  const charts: Record<string, Record<string, unknown>> = {};
  for (const chart of CHARTS) charts[chart] = await readChart(app, account, chart, range);
  return charts;
};

/** Delivers the client's new shipment events to the roll-ups, as the wake-up on commit does. */
export const deliverEvents = async (app: FastifyInstance, clientId: string) => {
  await app.jobs.enqueue(applyAnalyticsEventsJob, { clientId });
  const drained = await drainJobs(app);
  expect(drained.failed).toBe(0);
};
