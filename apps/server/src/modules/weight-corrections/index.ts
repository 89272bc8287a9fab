/** The weight-corrections module's door: corrections carriers report, and the seller's recent history of them. */
export { findCorrectionHistory } from './find-correction-history.ts';
export { recordWeightCorrection } from './record-weight-correction.ts';
