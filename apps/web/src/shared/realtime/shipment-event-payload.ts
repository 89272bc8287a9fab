import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';

/** The shipment a created/updated event carries, when it looks like one (events are not trusted blindly). */
export const shipmentOfEvent = (payload: unknown): ShipmentView | undefined => {
  const candidate = payload as Partial<ShipmentView> | null;
  if (!candidate || typeof candidate.reference !== 'string' || !Array.isArray(candidate.inboxes))
    return undefined;
  if (!candidate.data || typeof candidate.state !== 'string') return undefined;
  return candidate as ShipmentView;
};

export const referenceOfEvent = (payload: unknown): string | undefined => {
  const reference = (payload as { reference?: unknown } | null)?.reference;
  return typeof reference === 'string' ? reference : undefined;
};
