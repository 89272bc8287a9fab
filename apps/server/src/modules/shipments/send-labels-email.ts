import type { SendLabelsEmail } from '@shipdeck/domain/shipments/post-sale.schema';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { carrierProvider } from '../carriers/carrier-provider.ts';
import { labelRequestOf } from './label-request.ts';
import { toShipmentView } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';

/** Mails a shipment's labels as a PDF attachment, with the seller's message (spec 2 §4, §5). */
export const sendLabelsEmail = async (
  app: FastifyInstance,
  input: { clientId: string; reference: string; email: SendLabelsEmail },
) => {
  const row = await shipmentsRepository.findByReference(app.database.db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  if (!toShipmentView(row).actions.canDownloadLabels) {
    throw new AppError({ code: 'ValueNotAllowedField', status: 409, messageKey: 'labels.error.not-ready' });
  }
  let document: Awaited<ReturnType<typeof carrierProvider.createLabels>>;
  try {
    document = await carrierProvider.createLabels(
      [labelRequestOf(row, input.email.format)],
      input.email.format,
    );
  } catch (error) {
    throw new AppError({
      code: 'CarrierProductFailure',
      status: 502,
      messageKey: 'labels.error.not-generated',
      cause: error,
    });
  }
  await app.mail.send({
    to: input.email.mail,
    subject: `Shipping label ${row.reference}${row.service ? ` · ${row.service.carrierName}` : ''}`,
    text: `${input.email.message}\n\nReference: ${row.reference}\nTracking: ${row.trackings.join(', ') || '—'}\n`,
    attachments: [
      {
        filename: `label-${row.reference}.pdf`,
        contentType: 'application/pdf',
        content: Buffer.from(document.pdf),
      },
    ],
    clientId: input.clientId,
  });
};
