import { describe, expect, it } from 'vitest';
import { scenarioOf, trackingSoFar, trackingTimeline } from './tracking-timeline.ts';

const route = { originCity: 'Madrid', destinationCity: 'Paris', transitHours: 48 };

const referenceWith = (scenario: ReturnType<typeof scenarioOf>) => {
  for (let i = 0; i < 10_000; i += 1) if (scenarioOf(`SD26TEST${i}`) === scenario) return `SD26TEST${i}`;
  throw new Error(`no reference for ${scenario}`);
};

describe('trackingTimeline', () => {
  it('moves a parcel through the real states in order, ending delivered', () => {
    const states = trackingTimeline({ ...route, reference: referenceWith('delivered') }).map((s) => s.state);
    expect([...new Set(states)]).toEqual([
      'READY_TO_PRINT',
      'READY_FOR_COLLECTION',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
  });

  it('gives some references an incident before delivery and some a return', () => {
    const incident = trackingTimeline({ ...route, reference: referenceWith('incident-then-delivered') });
    expect(incident.map((s) => s.state).slice(-3)).toEqual(['INCIDENT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    const returned = trackingTimeline({ ...route, reference: referenceWith('returned') });
    expect(returned.at(-1)?.state).toBe('RETURNED_TO_SENDER');
  });

  it('is deterministic per reference and spreads scenarios', () => {
    expect(scenarioOf('SD26ABC')).toBe(scenarioOf('SD26ABC'));
    const scenarios = Array.from({ length: 400 }, (_, i) => scenarioOf(`SD26X${i}`));
    expect(scenarios.filter((s) => s === 'delivered').length).toBeGreaterThan(300);
    expect(scenarios).toContain('returned');
    expect(scenarios).toContain('incident-then-delivered');
  });
});

describe('trackingSoFar', () => {
  const labelCreatedAt = new Date('2026-11-20T10:00:00Z');
  const reference = referenceWith('delivered');

  it.each([
    [0, 'READY_TO_PRINT'],
    [2, 'READY_FOR_COLLECTION'],
    [7, 'IN_TRANSIT'],
    [49, 'OUT_FOR_DELIVERY'],
    [60, 'DELIVERED'],
  ])('after %i simulated hours the parcel is %s', (hours, state) => {
    const now = new Date(labelCreatedAt.getTime() + hours * 3_600_000);
    expect(trackingSoFar({ ...route, reference, labelCreatedAt, now, timeScale: 1 }).at(-1)?.state).toBe(
      state,
    );
  });

  it('runs faster with a time scale', () => {
    // 60 simulated hours pass in 6 real minutes at scale 600.
    const now = new Date(labelCreatedAt.getTime() + 6 * 60_000);
    const steps = trackingSoFar({ ...route, reference, labelCreatedAt, now, timeScale: 600 });
    expect(steps.at(-1)?.state).toBe('DELIVERED');
    expect(steps.at(-1)!.at.getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('loses a parcel sent to a lost-parcel postcode after its hub scan: it never moves again', () => {
    const now = new Date(labelCreatedAt.getTime() + 90 * 24 * 3_600_000);
    const steps = trackingSoFar({ ...route, reference, labelCreatedAt, now, timeScale: 1, isLost: true });
    expect(steps.map((step) => step.event)).toEqual([
      'LABEL_CREATED',
      'AWAITING_COLLECTION',
      'COLLECTED',
      'HUB_SCAN',
    ]);
    expect(steps.at(-1)?.state).toBe('IN_TRANSIT');
  });
});
