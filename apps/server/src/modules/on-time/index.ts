/** The on-time module's door: deliveries recorded per lane, the scores the service search shows, sharing. */
export { findOnTimeScores } from './find-on-time-scores.ts';
export { onTimeRoutes } from './on-time.routes.ts';
export { recordDelivery } from './record-delivery.ts';
