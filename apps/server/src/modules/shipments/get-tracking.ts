import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors/app-error.ts';
import { carrierProvider } from '../carriers/index.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentRow } from './shipments.tables.ts';

/** What the carrier has reported of a shipment so far (empty before the carrier has it). */
export const trackShipment = async (app: FastifyInstance, row: ShipmentRow, now = new Date()) => {
  if (!row.labelCreatedAt || !row.service) return [];
  return carrierProvider.track(
    {
      reference: row.reference,
      serviceId: row.service.id,
      from: { country: row.fromAddress.alpha2Code ?? '', zip: row.fromAddress.zipCode ?? '' },
      to: { country: row.toAddress.alpha2Code ?? '', zip: row.toAddress.zipCode ?? '' },
      labelCreatedAt: row.labelCreatedAt,
    },
    { now, timeScale: app.config.SANDBOX_TIME_SCALE },
  );
};

export const getTracking = async (app: FastifyInstance, input: { clientId: string; reference: string }) => {
  const row = await shipmentsRepository.findByReference(app.database.db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  return { reference: row.reference, trackingNumbers: row.trackings, entries: await trackShipment(app, row) };
};
