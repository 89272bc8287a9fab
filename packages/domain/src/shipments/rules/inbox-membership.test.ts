import { describe, expect, it } from 'vitest';
import type { Inbox, ShipmentState } from '../shipment-states.ts';
import { inboxesOf, inboxFromPath, inboxToPath, statesOfInbox } from './inbox-membership.ts';

describe('inboxesOf', () => {
  const table: [ShipmentState, boolean, Inbox[]][] = [
    ['AWAITING_COMPLETION', false, ['ALL', 'PENDING', 'DRAFT']],
    ['READY_TO_PURCHASE', false, ['ALL', 'PENDING', 'READY_TO_PURCHASE']],
    ['CARRIER_PENDING', false, ['ALL', 'PROCESSING']],
    ['READY_TO_PRINT', false, ['ALL', 'READY_FOR_SHIPPING']],
    ['READY_FOR_COLLECTION', false, ['ALL', 'READY_FOR_SHIPPING']],
    ['IN_TRANSIT', false, ['ALL', 'TRACKING', 'IN_TRANSIT']],
    ['OUT_FOR_DELIVERY', false, ['ALL', 'TRACKING', 'OUT_FOR_DELIVERY']],
    ['DELIVERED', false, ['ALL', 'TRACKING', 'DELIVERED']],
    ['INCIDENT', false, ['ALL', 'TRACKING', 'INCIDENT']],
    ['RETURNED_TO_SENDER', false, ['ALL', 'TRACKING', 'RETURNED_TO_SENDER']],
    ['CANCEL_REQUESTED', false, ['ALL', 'CANCELED']],
    ['DELIVERED', true, ['ARCHIVED']],
    ['AWAITING_COMPLETION', true, ['ARCHIVED']],
  ];
  it.each(table)('%s (archived: %s) is listed in %j', (state, isArchived, inboxes) => {
    expect(inboxesOf({ state, isArchived })).toEqual(inboxes);
  });
});

describe('statesOfInbox', () => {
  it.each([
    ['PENDING', ['AWAITING_COMPLETION', 'READY_TO_PURCHASE']],
    ['PROCESSING', ['PURCHASE_SUCCESS', 'CARRIER_OK', 'CARRIER_KO', 'CARRIER_PENDING', 'RETRY', 'LABELS_KO']],
    ['CANCELED', ['CANCELED', 'CANCEL_REQUESTED']],
    ['TRACKING', ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'INCIDENT', 'RETURNED_TO_SENDER']],
    ['ALL', 'any'],
    ['ARCHIVED', 'any'],
  ] as [Inbox, ShipmentState[] | 'any'][])('%s lists %j', (inbox, states) => {
    expect(statesOfInbox(inbox)).toEqual(states);
  });
});

describe('inboxFromPath: the inbox named in the path, else all', () => {
  it.each([
    ['ready-to-purchase', 'READY_TO_PURCHASE', false],
    ['returned-to-sender', 'RETURNED_TO_SENDER', false],
    ['archived', 'ARCHIVED', false],
    ['all', 'ALL', false],
    ['pending', 'ALL', true],
    ['nonsense', 'ALL', true],
    [undefined, 'ALL', true],
  ] as [string | undefined, Inbox, boolean][])('%s → %s (redirect: %s)', (segment, inbox, isRedirect) => {
    expect(inboxFromPath(segment)).toEqual({ inbox, isRedirect });
  });

  it('round-trips every inbox through its path', () => {
    for (const inbox of ['ALL', 'READY_FOR_SHIPPING', 'OUT_FOR_DELIVERY'] as Inbox[]) {
      expect(inboxFromPath(inboxToPath(inbox)).inbox).toBe(inbox);
    }
  });
});
