import type { ClientFeature } from '@shipdeck/domain/features/features';
import { buildInit } from '../../../testing/fixtures.ts';
import { stubApiFetch } from '../../../testing/mock-api.ts';
import type { AnalyticsChart, AnalyticsCharts } from '../api/get-analytics-chart.ts';

type Answer = { status: number; body?: unknown };
type Range = { from: string; to: string };

const eachDay = ({ from, to }: Range) => {
  const days: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000)
    days.push(new Date(day).toISOString().slice(0, 10));
  return days;
};

/** Figures of a range: `perDay` shipments a day at 1 130 cents each, and the breakdowns below. */
export const chartsFor = (range: Range, perDay: number): AnalyticsCharts => {
  const days = eachDay(range);
  const total = days.length * perDay;
  return {
    shipments: { series: days.map((date) => ({ date, shipments: perDay })) },
    costs: { currency: 'EUR', series: days.map((date) => ({ date, totalCost: perDay * 1130 })) },
    carriers: {
      total,
      rows:
        total === 0
          ? []
          : [{ carrier: 'GLS', shipments: total, percentage: 100, averageCost: 1130, currency: 'EUR' }],
      others: null,
    },
    countries: {
      total,
      rows: total === 0 ? [] : [{ country: 'FR', shipments: total, percentage: 100 }],
      others: null,
    },
    contents: {
      total,
      rows:
        total === 0
          ? []
          : [
              { content: 'books', shipments: total - 1, percentage: 90 },
              { content: '', shipments: 1, percentage: 10 },
            ],
      others: total === 0 ? null : { shipments: 3, percentage: 2.5 },
    },
  };
};

/**
 * GET /init with the given analytics feature, and the five chart endpoints answering `chartsFor` the
 * asked range; `overrides` replaces one chart's answer (an error), `pending` holds every chart's answer.
 */
export const fakeAnalyticsApi = (
  options: { analytics?: Partial<ClientFeature>; perDay?: number; isPending?: boolean } = {},
) => {
  const calls: { chart: string; range: Range }[] = [];
  const overrides = new Map<AnalyticsChart, Answer>();
  const init = buildInit();
  const features = init.features.map((feature) =>
    feature.featureName === 'USER_ANALYTICS' ? { ...feature, ...options.analytics } : feature,
  );
  stubApiFetch(({ method, path, query }) => {
    if (method === 'GET' && path === '/init') return { status: 200, body: { ...init, features } };
    const match = /^\/analytics\/(\w+)$/.exec(path);
    if (method === 'GET' && match) {
      const chart = match[1] as AnalyticsChart;
      const range = { from: query.get('from') ?? '', to: query.get('to') ?? '' };
      calls.push({ chart, range });
      if (options.isPending) return new Promise<Answer>(() => {});
      return overrides.get(chart) ?? { status: 200, body: chartsFor(range, options.perDay ?? 2)[chart] };
    }
    return { status: 404, body: { messages: [{ error_code: 'NotFound', message: 'error.not-found' }] } };
  });
  return { calls, overrides };
};
