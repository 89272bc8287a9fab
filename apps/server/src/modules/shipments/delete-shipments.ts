import { EventType } from '@shipdeck/domain/events/event-types';
import type { Db } from '../../platform/db/database.ts';
import { publishEvent } from '../../platform/outbox/event-publisher.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import { isEditable } from './update-shipment.ts';

type Failure = { reference: string; error_code: string; message: string };

/**
 * Deletes the caller's drafts among the references. A reference that is not the caller's is reported
 * as not found, exactly like one that does not exist; bought shipments are never deleted.
 */
export const deleteShipments = async (db: Db, input: { clientId: string; references: string[] }) =>
  db.transaction(async (tx) => {
    const unique = [...new Set(input.references)];
    const rows = await shipmentsRepository.findByReferences(tx, input.clientId, unique);
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    const failed: Failure[] = [];
    const deletable: string[] = [];
    for (const reference of unique) {
      const row = byReference.get(reference);
      if (!row) failed.push({ reference, error_code: 'NotFound', message: 'shipment.error.not-found' });
      else if (!isEditable(row)) {
        failed.push({
          reference,
          error_code: 'ValueNotAllowedField',
          message: 'shipment.error.not-deletable',
        });
      } else deletable.push(row.id);
    }
    const deleted = (await shipmentsRepository.deleteByIds(tx, input.clientId, deletable)).map(
      (r) => r.reference,
    );
    for (const reference of deleted) {
      await publishEvent(tx, {
        clientId: input.clientId,
        type: EventType.ShipmentDeleted,
        payload: { reference },
      });
    }
    return { deleted, failed };
  });
