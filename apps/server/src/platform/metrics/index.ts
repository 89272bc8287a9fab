export { createMetrics, type Metrics } from './metrics.ts';
