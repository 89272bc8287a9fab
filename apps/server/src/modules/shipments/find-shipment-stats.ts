import { inboxesOf } from '@shipdeck/domain/shipments/rules/inbox-membership';
import { Inbox, type ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import type { Db } from '../../platform/db/database.ts';
import { shipmentsRepository } from './shipments.repository.ts';

/** Counts per inbox for the sidebar; the archived inbox shows no count. */
export const findShipmentStats = async (db: Db, input: { clientId: string }) => {
  const counts = Object.fromEntries(
    Object.values(Inbox)
      .filter((inbox) => inbox !== Inbox.Archived)
      .map((inbox) => [inbox, 0]),
  ) as Record<Exclude<Inbox, 'ARCHIVED'>, number>;
  for (const row of await shipmentsRepository.countByState(db, input.clientId)) {
    if (row.isArchived) continue;
    for (const inbox of inboxesOf({ state: row.state as ShipmentState, isArchived: false })) {
      if (inbox !== Inbox.Archived) counts[inbox] += Number(row.value);
    }
  }
  return counts;
};
