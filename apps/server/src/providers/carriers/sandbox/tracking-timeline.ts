import { createHash } from 'node:crypto';
import type { TrackingEvent } from '@shipdeck/domain/shipments/tracking-events';

/** States a parcel moves through after its label exists. */
export type TrackedState =
  | 'READY_TO_PRINT'
  | 'READY_FOR_COLLECTION'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED'
  | 'INCIDENT'
  | 'RETURNED_TO_SENDER';

export type TimelineStep = {
  /** Simulated hours after the label was created. */
  afterHours: number;
  state: TrackedState;
  event: TrackingEvent;
  location: string;
  description: string;
};

export type TimelineInput = {
  reference: string;
  originCity: string;
  destinationCity: string;
  /** Door-to-door hours the service promises. */
  transitHours: number;
  /** The carrier loses the parcel after its hub scan (a magic destination postcode). */
  isLost?: boolean;
};

/** Which story a parcel follows; fixed by its reference so a demo and a test see the same one. */
export const scenarioOf = (reference: string): 'delivered' | 'incident-then-delivered' | 'returned' => {
  const bucket = createHash('sha256').update(reference).digest().readUInt32BE(0) % 20;
  if (bucket === 7) return 'returned';
  if (bucket === 3 || bucket === 13) return 'incident-then-delivered';
  return 'delivered';
};

/**
 * The whole journey of a parcel as the sandbox carrier reports it. Internal hub scans carry a
 * "code - place" description, which the details page hides from its tracking timeline.
 */
export const trackingTimeline = (input: TimelineInput): TimelineStep[] => {
  const transit = Math.max(12, input.transitHours);
  const hub = `${input.originCity} hub`;
  const steps: TimelineStep[] = [
    {
      afterHours: 0,
      state: 'READY_TO_PRINT',
      location: input.originCity,
      event: 'LABEL_CREATED',
      description: 'Label created',
    },
    {
      afterHours: 1,
      state: 'READY_FOR_COLLECTION',
      location: input.originCity,
      event: 'AWAITING_COLLECTION',
      description: 'Waiting for collection',
    },
    {
      afterHours: 6,
      state: 'IN_TRANSIT',
      location: input.originCity,
      event: 'COLLECTED',
      description: 'Collected by the carrier',
    },
    {
      afterHours: 8,
      state: 'IN_TRANSIT',
      location: hub,
      event: 'HUB_SCAN',
      description: `SCAN - ${hub.toUpperCase()}`,
    },
    {
      afterHours: Math.round(transit * 0.6),
      state: 'IN_TRANSIT',
      location: input.destinationCity,
      event: 'AT_DELIVERY_DEPOT',
      description: 'Arrived at the delivery depot',
    },
  ];
  if (input.isLost) return steps.filter((step) => step.event !== 'AT_DELIVERY_DEPOT');
  const scenario = scenarioOf(input.reference);
  if (scenario === 'returned') {
    steps.push(
      {
        afterHours: transit,
        state: 'INCIDENT',
        location: input.destinationCity,
        event: 'ADDRESS_NOT_FOUND',
        description: 'Address not found',
      },
      {
        afterHours: transit + 48,
        state: 'RETURNED_TO_SENDER',
        location: input.originCity,
        event: 'RETURNED_TO_SENDER',
        description: 'Returned to the sender',
      },
    );
    return steps;
  }
  if (scenario === 'incident-then-delivered') {
    steps.push(
      {
        afterHours: transit,
        state: 'INCIDENT',
        location: input.destinationCity,
        event: 'RECIPIENT_ABSENT',
        description: 'Recipient absent: a new delivery attempt is planned',
      },
      {
        afterHours: transit + 24,
        state: 'OUT_FOR_DELIVERY',
        location: input.destinationCity,
        event: 'OUT_FOR_DELIVERY',
        description: 'Out for delivery',
      },
      {
        afterHours: transit + 28,
        state: 'DELIVERED',
        location: input.destinationCity,
        event: 'DELIVERED',
        description: 'Delivered',
      },
    );
    return steps;
  }
  steps.push(
    {
      afterHours: transit,
      state: 'OUT_FOR_DELIVERY',
      location: input.destinationCity,
      event: 'OUT_FOR_DELIVERY',
      description: 'Out for delivery',
    },
    {
      afterHours: transit + 4,
      state: 'DELIVERED',
      location: input.destinationCity,
      event: 'DELIVERED',
      description: 'Delivered',
    },
  );
  return steps;
};

/** The steps that have happened by `now`, with their timestamps. */
export const trackingSoFar = (
  input: TimelineInput & { labelCreatedAt: Date; now: Date; timeScale: number },
): (TimelineStep & { at: Date })[] => {
  const elapsedHours = ((input.now.getTime() - input.labelCreatedAt.getTime()) * input.timeScale) / 3_600_000;
  return trackingTimeline(input)
    .filter((step) => step.afterHours <= elapsedHours)
    .map((step) => ({
      ...step,
      at: new Date(input.labelCreatedAt.getTime() + (step.afterHours * 3_600_000) / input.timeScale),
    }));
};
