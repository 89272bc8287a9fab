import type { ClientType } from '../client/client.schema.ts';
import type { Capabilities } from './features.ts';

export type HeaderEntries = {
  /** The new-shipment split button. */
  newShipment: boolean;
  /** The connect-shop button and the split button's "from a shop" entry. */
  connectShop: boolean;
  help: boolean;
  /** The notifications bell, shown where the tenant configured an announcements feed. */
  notifications: boolean;
};

/**
 * Which gated entries the header shows. Connect shop needs the connect-to-shop capability. On a
 * tenant with subscriptions, a client without an enabled subscription sees the new-shipment button
 * only when its capability allows it. Help is hidden for the client types the tenant serves itself. The
 * notifications bell shows where the tenant configured an announcements feed.
 */
export const headerEntries = (input: {
  capabilities: Pick<Capabilities, 'connectToEshop' | 'newShipmentWithoutSubscription'>;
  subscriptionsOn: boolean;
  hasEnabledSubscription: boolean;
  clientType: ClientType;
  helpHiddenFor: readonly ClientType[];
  notificationWidgetId: string | undefined;
}): HeaderEntries => ({
  newShipment:
    !input.subscriptionsOn ||
    input.hasEnabledSubscription ||
    input.capabilities.newShipmentWithoutSubscription,
  connectShop: input.capabilities.connectToEshop,
  help: !input.helpHiddenFor.includes(input.clientType),
  notifications: Boolean(input.notificationWidgetId),
});
