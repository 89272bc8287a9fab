import { randomBytes } from 'node:crypto';
import { cancelEligibility } from '@shipdeck/domain/shipments/rules/post-sale-actions';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { shipmentCancelReasonOf } from '@shipdeck/domain/support/rules/cancel-ticket';
import { claimPaymentProblems } from '@shipdeck/domain/support/rules/claim-payment';
import { isCollectionDateAllowed } from '@shipdeck/domain/support/rules/collection-date';
import {
  type AttachmentRole,
  CancelTicketCode,
  type CreateTicketRequest,
  SupportMessage,
} from '@shipdeck/domain/support/support.schema';
import { getTenant } from '@shipdeck/domain/tenants/tenants';
import { isValidIBAN } from 'ibantools';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest } from '../../platform/errors/app-error.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  findShipmentsByReferences,
  requestShipmentCancellation,
  type ShipmentViewSources,
} from '../shipments/index.ts';
import { sanitizeMessageHtml } from './sanitize-message-html.ts';
import { supportRepository } from './support.repository.ts';
import type { TicketDetails } from './support.tables.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newExternalReference = () =>
  `T-${[...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;

const CANCEL_REFUSALS = {
  'already-requested': [CancelTicketCode.alreadyRequested, SupportMessage.cancelAlreadyRequested],
  collected: [CancelTicketCode.notCancelable, SupportMessage.notCancelable],
  state: [CancelTicketCode.notCancelable, SupportMessage.notCancelable],
  'time-limit': [CancelTicketCode.deadlineReached, SupportMessage.cancelDeadline],
} as const;

/** The uploads a request names, by the role each plays on the ticket. */
const uploadsOf = (request: CreateTicketRequest): [AttachmentRole, string][] => {
  const roles: [AttachmentRole, string | null | undefined][] = [];
  if ('additionalPicture' in request) roles.push(['additionalPicture', request.additionalPicture]);
  if ('proofOfValue' in request) roles.push(['proofOfValue', request.proofOfValue]);
  if (request.type === 'DAMAGE') {
    roles.push(['proofOfDamageGoods', request.proofOfDamageGoods]);
    roles.push(['proofOfDamageExternalPackaging', request.proofOfDamageExternalPackaging]);
    roles.push(['proofOfDamageInternalPackaging', request.proofOfDamageInternalPackaging]);
  }
  return roles.filter((entry): entry is [AttachmentRole, string] => Boolean(entry[1]));
};

const detailsOf = (request: CreateTicketRequest): TicketDetails => {
  if (request.type === 'LOSS' || request.type === 'DAMAGE') {
    const { paymentMethod } = request;
    return {
      productDescription: request.productDescription,
      amount: request.amount,
      paymentMethod:
        paymentMethod.type === 'BANK'
          ? {
              type: 'BANK',
              data: {
                ...paymentMethod.data,
                iban: paymentMethod.data.iban.replace(/\s+/g, '').toUpperCase(),
                code: paymentMethod.data.code.trim().toUpperCase(),
              },
            }
          : paymentMethod,
    };
  }
  if (request.type === 'PICKUP')
    return {
      collectionDate: request.collectionDate,
      additionalComments: request.additionalComments || undefined,
    };
  return {};
};

/** Rules the schema cannot see: bank details, the collection day. */
const assertRequestRules = (request: CreateTicketRequest, now: Date) => {
  if (request.type === 'LOSS' || request.type === 'DAMAGE') {
    const [problem] = claimPaymentProblems({
      payment: request.paymentMethod,
      locale: request.locale,
      isValidIban: isValidIBAN,
    });
    if (problem)
      throw badRequest({
        code: 'InvalidFormatField',
        messageKey: problem.message,
        field: `paymentMethod.data.${problem.field}`,
      });
  }
  if (
    request.type === 'PICKUP' &&
    !isCollectionDateAllowed(request.collectionDate, now.toISOString().slice(0, 10))
  )
    throw badRequest({
      code: 'ValueNotAllowedField',
      messageKey: SupportMessage.collectionDateInvalid,
      field: 'collectionDate',
    });
};

/**
 * POST /support/tickets: checks the type's rules, that the shipment is the caller's,
 * that no open ticket of the same type exists for it (409 TICKET_ALREADY_CREATED with its id), a cancel's
 * eligibility (409 with why not); then stores the ticket, binds its uploads and opens the chat with the
 * reason. A cancel ticket carries the cancellation out in the same transaction, as the shipment's own
 * cancel does (the carrier's answer cancels and refunds it, and settles the ticket).
 */
export const createTicket = async (
  dependencies: ShipmentViewSources & { db: Db; jobs: JobQueue; timeScale: number },
  input: { clientId: string; tenantId: string; request: CreateTicketRequest; now?: Date },
) => {
  const { db } = dependencies;
  const { clientId, request } = input;
  const now = input.now ?? new Date();
  assertRequestRules(request, now);
  const shipmentReference = request.shipmentReference?.trim() || null;
  return db.transaction(async (tx) => {
    if (shipmentReference) {
      const [shipment] = await findShipmentsByReferences(tx, clientId, [shipmentReference]);
      if (!shipment)
        throw new AppError({
          code: 'NotFound',
          status: 404,
          messageKey: SupportMessage.unknownShipment,
          field: 'shipmentReference',
        });
      const existing = await supportRepository.findOpenTicketOf(tx, {
        clientId,
        shipmentReference,
        type: request.type,
      });
      if (existing)
        throw new AppError({
          code: CancelTicketCode.ticketAlreadyCreated,
          status: 409,
          messageKey: SupportMessage.ticketAlreadyCreated,
          details: { ticketId: existing.id, status: existing.status },
        });
      if (request.type === 'CANCEL') {
        const eligibility = cancelEligibility({
          state: shipment.state as ShipmentState,
          purchasedAt: shipment.orderDate,
          collectedAt: shipment.collectedAt,
          now,
          limitDays: getTenant(input.tenantId)?.switches.cancellationDays ?? 15,
        });
        if (!eligibility.isAllowed) {
          const [code, messageKey] = CANCEL_REFUSALS[eligibility.reason];
          throw new AppError({ code, status: 409, messageKey });
        }
      }
    }
    const uploads = uploadsOf(request);
    const loose = await supportRepository.findLooseAttachments(tx, clientId, [
      ...new Set(uploads.map(([, id]) => id)),
    ]);
    const missing = uploads.find(([, id]) => !loose.some((row) => row.id === id));
    if (missing || loose.length !== uploads.length)
      throw badRequest({
        code: 'ValueNotAllowedField',
        messageKey: SupportMessage.attachmentUnknown,
        field: missing?.[0],
      });

    const ticket = await supportRepository.insertTicket(tx, {
      clientId,
      externalReference: newExternalReference(),
      type: request.type,
      status: 'NEW',
      shipmentReference,
      reason: 'reason' in request ? request.reason : null,
      details: request.type === 'CANCEL' ? { cancellation: 'REQUESTED' } : detailsOf(request),
      createdAt: now,
      updatedAt: now,
    });
    for (const [role, id] of uploads)
      await supportRepository.bindAttachment(tx, id, { ticketId: ticket.id, role });
    if (request.type === 'CANCEL')
      await requestShipmentCancellation(tx, dependencies, {
        clientId,
        tenantId: input.tenantId,
        reference: request.shipmentReference,
        reason: shipmentCancelReasonOf(request.reason),
        now,
      });
    const opening =
      'reason' in request ? request.reason : request.type === 'PICKUP' ? request.additionalComments : '';
    if (opening)
      await supportRepository.insertMessage(tx, {
        clientId,
        ticketId: ticket.id,
        isAgent: false,
        htmlBody: sanitizeMessageHtml(opening),
        createdAt: now,
      });
    return ticket;
  });
};
