import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { type JobQueueDepth, readJobQueueDepths } from './job-queue-depth.ts';

const PREFIX = 'shipdeck_';

let processRegistry: Registry | undefined;

/**
 * The Node process's own figures (CPU, memory, event loop, GC), collected once per process: each
 * collection attaches observers that live as long as the process, and tests build many apps in one.
 */
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/**
 * The Prometheus metrics of one app: its own registry (tests build several apps in one process) and the
 * process's. Gauges about the database are read when scraped, so they cost nothing between scrapes.
 */
export const createMetrics = ({ database }: { database: Database }) => {
  const registry = new Registry();
  // Both job gauges are filled from one query per scrape.
  let depths: Promise<JobQueueDepth[]> | undefined;
  const readDepths = () => {
    depths ??= readJobQueueDepths(database).finally(() => {
      depths = undefined;
    });
    return depths;
  };

  const httpRequestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from receiving a request to sending its response, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const eventDeliveryLag = new Histogram({
    name: `${PREFIX}event_delivery_lag_seconds`,
    help: 'Time from an event being written to its push to a connected browser of its client (live events, not catch-up)',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });

  new Gauge({
    name: `${PREFIX}job_queue_depth`,
    help: 'Jobs per queue: due (waiting for a worker), delayed (start later or retry later), active (running)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readDepths()) {
        this.set({ queue: row.queue, state: 'due' }, row.due);
        this.set({ queue: row.queue, state: 'delayed' }, row.delayed);
        this.set({ queue: row.queue, state: 'active' }, row.active);
      }
    },
  });

  new Gauge({
    name: `${PREFIX}job_queue_oldest_due_age_seconds`,
    help: 'How long the oldest due job of each queue has waited for a worker (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await readDepths()) this.set({ queue: row.queue }, row.oldestDueSeconds);
    },
  });

  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "Connections of the app's PostgreSQL pool: busy (running a query or transaction) or idle",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'busy' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_max_connections`,
      help: "Size limit of the app's PostgreSQL pool (DATABASE_POOL_SIZE)",
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
    new Gauge({
      name: `${PREFIX}db_pool_waiting_requests`,
      help: 'Queries waiting for a free pool connection',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  /** The text exposition of this app's metrics and the process's, with its content type. */
  const scrape = async () => {
    const merged = Registry.merge([processMetrics(), registry]);
    return { body: await merged.metrics(), contentType: merged.contentType };
  };

  return { scrape, httpRequestDuration, eventDeliveryLag };
};

export type Metrics = ReturnType<typeof createMetrics>;
