import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATES } from '../shipment-states.ts';
import { isLabelRefused } from './label-failure.ts';

describe('a refused label', () => {
  it.each(SHIPMENT_STATES.map((state) => [state, state === 'LABELS_KO' || state === 'CARRIER_KO']))(
    '%s → %s',
    (state, isRefused) => {
      expect(isLabelRefused(state)).toBe(isRefused);
    },
  );
});
