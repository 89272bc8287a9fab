import { z } from 'zod';
import { CANCEL_TICKET_OUTCOMES } from './rules/cancel-ticket.ts';

/** What a ticket is about. UNKNOWN is only ever read, never created. */
export const TicketType = {
  cancel: 'CANCEL',
  label: 'LABEL',
  billing: 'BILLING',
  loss: 'LOSS',
  damage: 'DAMAGE',
  pickup: 'PICKUP',
  delivery: 'DELIVERY',
  other: 'OTHER',
  unknown: 'UNKNOWN',
} as const;
export type TicketType = (typeof TicketType)[keyof typeof TicketType];
export const CREATABLE_TICKET_TYPES = [
  'CANCEL',
  'BILLING',
  'DELIVERY',
  'LABEL',
  'OTHER',
  'LOSS',
  'DAMAGE',
  'PICKUP',
] as const;
export type CreatableTicketType = (typeof CREATABLE_TICKET_TYPES)[number];

export const TicketStatus = {
  new: 'NEW',
  open: 'OPEN',
  awaitingInformation: 'AWAITING_INFORMATION',
  solved: 'SOLVED',
  closed: 'CLOSED',
} as const;
export type TicketStatus = (typeof TicketStatus)[keyof typeof TicketStatus];
export const TICKET_STATUSES = ['NEW', 'OPEN', 'AWAITING_INFORMATION', 'SOLVED', 'CLOSED'] as const;

/** Status filter groups. */
export const TICKET_STATUS_GROUPS = {
  open: ['OPEN', 'NEW'],
  awaiting: ['AWAITING_INFORMATION'],
  solved: ['SOLVED', 'CLOSED'],
} as const satisfies Record<string, readonly TicketStatus[]>;
export type TicketStatusGroup = keyof typeof TICKET_STATUS_GROUPS;

/** Limits. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const SUPPORT_TICKETS_PAGE_SIZE = 10;
export const TICKET_FILTER_DEBOUNCE_MS = 300;
export const SHIPMENT_REFERENCE_DEBOUNCE_MS = 500;
export const ATTACHMENT_CONFIRMATION_TIMEOUT_MS = 10_000;
export const MESSAGE_BODY_MAX = 10_000;

/** An upload not confirmed by its event within this time has failed. */
export const SUPPORT_UPLOAD_CONFIRMATION_MS = 10_000;

export const SupportMessage = {
  required: 'form.error.required',
  attachmentSize: 'support.error.attachment-size',
  attachmentType: 'support.error.attachment-type',
  attachmentUnknown: 'support.error.attachment-error',
  amountNotNumber: 'support.error.claim-amount-not-a-number',
  ibanInvalid: 'support.error.iban-invalid',
  bicInvalid: 'support.error.bic-invalid',
  accountNumberInvalid: 'support.error.account-number-invalid',
  sortCodeInvalid: 'support.error.sort-code-invalid',
  emailInvalid: 'form.error.email-invalid',
  collectionDateInvalid: 'support.error.collection-date',
  unknownShipment: 'support.error.unknown-shipment',
  ticketAlreadyCreated: 'support.error.ticket-already-created',
  cancelAlreadyRequested: 'support.error.already-canceled-shipment',
  notCancelable: 'support.error.not-cancellable',
  cancelDeadline: 'support.error.deadline',
  ticketClosed: 'support.error.ticket-closed',
  notStaff: 'support.error.not-staff',
  decisionNotClaim: 'support.error.decision-not-claim',
  alreadyDecided: 'support.error.already-decided',
} as const;

/** Ticket cancel codes, carried as the error code of a 409. */
export const CancelTicketCode = {
  alreadyRequested: 'CANCEL_ALREADY_REQUESTED',
  notCancelable: 'SHIPMENT_NOT_CANCELABLE',
  deadlineReached: 'SHIPMENT_CANCELLATION_DEADLINE_REACHED',
  ticketAlreadyCreated: 'TICKET_ALREADY_CREATED',
} as const;

export const CANCEL_REASONS = [
  'NO_LONGER_NEEDED',
  'WRONG_DETAILS',
  'DUPLICATE',
  'CARRIER_DELAY',
  'OTHER',
] as const;

const required = (max: number) =>
  z.string().trim().min(1, SupportMessage.required).max(max, 'form.error.max-size');
const uploadId = z.uuid(SupportMessage.attachmentUnknown);
const optionalUpload = uploadId.nullish().or(z.literal('').transform(() => null));
const shipmentReference = required(40);

export const bankPaymentSchema = z.object({
  type: z.literal('BANK'),
  data: z.object({ accountHolder: required(100), iban: required(40), code: required(20) }),
});
export const payPalPaymentSchema = z.object({
  type: z.literal('PAYPAL'),
  data: z.object({
    account: z
      .string()
      .trim()
      .min(1, SupportMessage.required)
      .max(100)
      .pipe(z.email(SupportMessage.emailInvalid)),
  }),
});
export const claimPaymentSchema = z.discriminatedUnion('type', [bankPaymentSchema, payPalPaymentSchema], {
  error: SupportMessage.required,
});
export type ClaimPayment = z.infer<typeof claimPaymentSchema>;

const commonFields = { shipmentReference, reason: required(2000), additionalPicture: optionalUpload };
const claimFields = {
  ...commonFields,
  proofOfValue: uploadId,
  productDescription: required(500),
  amount: z.object({
    currency: z.string().length(3).default('EUR'),
    value: z
      .number({ error: SupportMessage.amountNotNumber })
      .positive(SupportMessage.amountNotNumber)
      .max(100_000),
  }),
  paymentMethod: claimPaymentSchema,
  /** The form's language: en-GB takes a UK account number and sort code instead of IBAN and BIC. */
  locale: z.string().max(10).optional(),
};

/** POST /support/tickets: one payload per type ("Create payloads"). */
export const createTicketRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CANCEL'),
    shipmentReference,
    reason: z.enum(CANCEL_REASONS, SupportMessage.required),
  }),
  z.object({ type: z.literal('BILLING'), ...commonFields, shipmentReference: shipmentReference.optional() }),
  z.object({ type: z.literal('OTHER'), ...commonFields, shipmentReference: shipmentReference.optional() }),
  z.object({ type: z.literal('DELIVERY'), ...commonFields }),
  z.object({ type: z.literal('LABEL'), ...commonFields }),
  z.object({ type: z.literal('LOSS'), ...claimFields }),
  z.object({
    type: z.literal('DAMAGE'),
    ...claimFields,
    proofOfDamageGoods: uploadId,
    proofOfDamageExternalPackaging: uploadId,
    proofOfDamageInternalPackaging: uploadId,
  }),
  z.object({
    type: z.literal('PICKUP'),
    shipmentReference,
    collectionDate: z.iso.date(SupportMessage.collectionDateInvalid),
    additionalComments: z.string().trim().max(2000).optional(),
  }),
]);
export type CreateTicketRequest = z.infer<typeof createTicketRequestSchema>;

export const attachmentSchema = z.object({ id: z.string(), fileName: z.string(), url: z.string() });
export type TicketAttachment = z.infer<typeof attachmentSchema>;

export const ATTACHMENT_ROLES = [
  'additionalPicture',
  'proofOfValue',
  'proofOfDamageGoods',
  'proofOfDamageExternalPackaging',
  'proofOfDamageInternalPackaging',
] as const;
export type AttachmentRole = (typeof ATTACHMENT_ROLES)[number];

export const ticketSchema = z.object({
  id: z.string(),
  externalReference: z.string(),
  type: z.enum(TicketType),
  status: z.enum(TICKET_STATUSES),
  shipmentReference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  reason: z.string().nullable(),
  productDescription: z.string().nullable(),
  amount: z.object({ value: z.number(), currency: z.string() }).nullable(),
  paymentMethod: z.object({ type: z.enum(['BANK', 'PAYPAL', 'UNKNOWN']) }).nullable(),
  collectionDate: z.string().nullable(),
  additionalComments: z.string().nullable(),
  attachments: z.partialRecord(z.enum(ATTACHMENT_ROLES), attachmentSchema),
  /** A decided claim: what was refunded (minor units), or null when refused; undefined while open. */
  decision: z.object({ isApproved: z.boolean(), refundedAmount: z.number().int().nullable() }).nullable(),
  /** What a cancel ticket did with its shipment; null when it only recorded the request. */
  cancellation: z.enum(CANCEL_TICKET_OUTCOMES).nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketsQuerySchema = z.object({
  shipmentReference: z.string().trim().max(40).optional(),
  statusGroup: z.enum(['open', 'awaiting', 'solved']).optional(),
  type: z.enum(TicketType).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TicketsQuery = z.infer<typeof ticketsQuerySchema>;

export const ticketsPageSchema = z.object({
  items: z.array(ticketSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  }),
});
export type TicketsPage = z.infer<typeof ticketsPageSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.object({ isAgent: z.boolean() }),
  createdAt: z.iso.datetime(),
  htmlBody: z.string(),
  attachments: z.array(attachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const sendMessageRequestSchema = z.object({
  htmlBody: z.string().trim().min(1, SupportMessage.required).max(MESSAGE_BODY_MAX, 'form.error.max-size'),
  attachments: z.array(uploadId).max(5).default([]),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const uploadResponseSchema = z.object({ uploadId: z.string(), id: z.string(), fileName: z.string() });

/** A file of one of the client's earlier tickets, which a new ticket can take again as a proof. */
export const earlierAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The ticket it came with, as the client knows it (T-…). */
  ticketReference: z.string(),
  createdAt: z.iso.datetime(),
});
export type EarlierAttachment = z.infer<typeof earlierAttachmentSchema>;
export const earlierAttachmentsQuerySchema = z.object({
  /** Only the files of tickets about this shipment. */
  shipmentReference: z.string().trim().max(40).optional(),
});
export const earlierAttachmentsResponseSchema = z.object({ attachments: z.array(earlierAttachmentSchema) });

/** The existing-ticket look-up: an open ticket of this type for this shipment, if any. */
export const existingTicketQuerySchema = z.object({
  shipmentReference: z.string().trim().min(1).max(40),
  type: z.enum(TicketType),
});
export const existingTicketResponseSchema = z.object({
  ticket: z.object({ id: z.string(), status: z.enum(TICKET_STATUSES) }).nullable(),
});

export const supportUserSchema = z.object({
  isVip: z.boolean(),
  isStaff: z.boolean(),
  isSubscriber: z.boolean(),
});
export type SupportUser = z.infer<typeof supportUserSchema>;

/** Staff console. */
export const staffTicketSchema = ticketSchema.extend({ clientId: z.string() });
export type StaffTicket = z.infer<typeof staffTicketSchema>;
export const staffTicketsQuerySchema = ticketsQuerySchema;
export const staffTicketsPageSchema = z.object({
  items: z.array(staffTicketSchema),
  pagination: ticketsPageSchema.shape.pagination,
});
export const updateTicketStatusRequestSchema = z.object({ status: z.enum(TICKET_STATUSES) });
export const claimDecisionRequestSchema = z.object({
  isApproved: z.boolean(),
  /** Minor units refunded; defaults to the claimed amount when approved. */
  refundAmount: z.number().int().positive(SupportMessage.amountNotNumber).max(10_000_000).optional(),
});
export type ClaimDecisionRequest = z.infer<typeof claimDecisionRequestSchema>;
