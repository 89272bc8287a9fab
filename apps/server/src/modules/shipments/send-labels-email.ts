import type { SendLabelsEmail } from '@shipdeck/domain/shipments/post-sale.schema';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { PlatformDependencies } from '../../platform/platform-dependencies.ts';
import { hitRateLimit, type RateLimit, rateLimitWait, tooManyRequests } from '../auth/index.ts';
import { findLabelDeclarations, labelRequestOf } from './label-request.ts';
import { labelsEmail } from './labels-email-template.ts';
import { hasLabels } from './shipment-view.ts';
import { shipmentsRepository } from './shipments.repository.ts';
import type { ShipmentsDependencies } from './shipments-dependencies.ts';

/**
 * Label e-mails go to addresses the seller types, so they are bounded: per client (a seller mails a
 * warehouse or a shop a few times a day, not hundreds an hour) and per recipient address across all
 * clients (no address can be flooded by opening many accounts).
 */
export const LABELS_EMAIL_CLIENT_LIMIT: RateLimit = {
  name: 'labels-email:client',
  max: 50,
  windowSeconds: 3600,
};
export const LABELS_EMAIL_RECIPIENT_LIMIT: RateLimit = {
  name: 'labels-email:recipient',
  max: 10,
  windowSeconds: 3600,
};

/** Counts the send against a limit; past it, 429 with the seconds until the window reopens. */
const countAgainst = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'mail'>,
  limit: RateLimit,
  key: string,
) => {
  const hits = await hitRateLimit(dependencies.db, limit, key);
  if (hits > limit.max) throw tooManyRequests(await rateLimitWait(dependencies.db, limit, key));
};

/** Mails a shipment's labels as a PDF (or, for a thermal printer, ZPL) attachment, in the product's template with the seller's note. */
export const sendLabelsEmail = async (
  dependencies: Pick<PlatformDependencies, 'db' | 'mail'>,
  input: {
    carriers: ShipmentsDependencies['carriers'];
    clientId: string;
    reference: string;
    email: SendLabelsEmail;
    findDeclaredGoods: ShipmentsDependencies['findDeclaredGoods'];
  },
) => {
  const row = await shipmentsRepository.findByReference(dependencies.db, input.clientId, input.reference);
  if (!row) throw notFound('shipment.error.not-found');
  if (!hasLabels(row.state)) {
    throw new AppError({ code: 'ValueNotAllowedField', status: 409, messageKey: 'labels.error.not-ready' });
  }
  await countAgainst(dependencies, LABELS_EMAIL_CLIENT_LIMIT, input.clientId);
  await countAgainst(dependencies, LABELS_EMAIL_RECIPIENT_LIMIT, input.email.mail.toLowerCase());
  const declared = await findLabelDeclarations(input.findDeclaredGoods, dependencies.db, input.clientId, [
    row,
  ]);
  const attachment = await fromCarrier(async () => {
    const request = labelRequestOf(
      input.carriers,
      row,
      input.email.format === 'ZPL' ? '4x6' : input.email.format,
      declared.get(row.id),
    );
    if (input.email.format === 'ZPL') {
      const { zpl } = await input.carriers.createZplLabels([request], input.email.dpi);
      return {
        filename: `label-${row.reference}.zpl`,
        contentType: 'application/zpl',
        content: Buffer.from(zpl),
      };
    }
    const { pdf } = await input.carriers.createLabels([request], input.email.format);
    return {
      filename: `label-${row.reference}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(pdf),
    };
  });
  await dependencies.mail.send({
    to: input.email.mail,
    ...labelsEmail(row, input.email.message),
    attachments: [attachment],
    clientId: input.clientId,
    kind: 'shipments.labels',
  });
};

/** A carrier refusal (or a pick-up point it no longer knows) is the carrier's answer, not a crash. */
const fromCarrier = async <T>(make: () => Promise<T>) => {
  try {
    return await make();
  } catch (error) {
    throw new AppError({
      code: 'CarrierProductFailure',
      status: 502,
      messageKey: 'labels.error.not-generated',
      cause: error,
    });
  }
};
