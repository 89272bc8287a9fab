import { EventType } from '../../events/event-types.ts';
import { ShipmentState } from '../../shipments/shipment-states.ts';
import { WebhookEventType as Type, type WebhookEventType } from '../webhook.schema.ts';

const TRACKING_STATES: ReadonlySet<string> = new Set([
  ShipmentState.ReadyForCollection,
  ShipmentState.InTransit,
  ShipmentState.OutForDelivery,
  ShipmentState.Delivered,
  ShipmentState.Incident,
  ShipmentState.ReturnedToSender,
]);

/**
 * The webhook event an internal event is sent as, or null for one no endpoint can subscribe to. A
 * shipment change that moves it to another state says what happened: its label is made (`label.created`),
 * the label failed (`label.failed`), the carrier moved it (`tracking.updated`); any other change
 * (an edit, a download, archiving) is `shipment.updated`. `previousState` is the state the shipment had
 * in the change sent before, undefined when none is known.
 */
export const webhookEventOf = (input: {
  type: string;
  state?: string;
  previousState?: string;
}): WebhookEventType | null => {
  switch (input.type) {
    case EventType.ShipmentCreated:
      return Type.ShipmentCreated;
    case EventType.ShipmentDeleted:
      return Type.ShipmentDeleted;
    case EventType.InvoiceAvailable:
      return Type.InvoiceAvailable;
    case EventType.InvoiceIssued:
      return Type.InvoiceIssued;
    case EventType.ShipmentUpdated: {
      if (input.state === undefined || input.state === input.previousState) return Type.ShipmentUpdated;
      if (input.state === ShipmentState.ReadyToPrint) return Type.LabelCreated;
      if (input.state === ShipmentState.LabelsKo) return Type.LabelFailed;
      if (TRACKING_STATES.has(input.state)) return Type.TrackingUpdated;
      return Type.ShipmentUpdated;
    }
    default:
      return null;
  }
};
