import { z } from 'zod';
import { SHIPMENT_STATES } from '../shipments/shipment-states.ts';
import { TRACKING_EVENTS } from '../shipments/tracking-events.ts';
import { PROBLEM_KINDS } from './rules/shipment-problem.ts';

export const PROBLEMS_PAGE_SIZE = 20;

export const problemsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ProblemsQuery = z.infer<typeof problemsQuerySchema>;

export const problemShipmentSchema = z.object({
  reference: z.string(),
  state: z.enum(SHIPMENT_STATES),
  kind: z.enum(PROBLEM_KINDS),
  carrierName: z.string().nullable(),
  recipientName: z.string().nullable(),
  destination: z.object({ country: z.string().nullable(), city: z.string().nullable() }),
  lastEvent: z.enum(TRACKING_EVENTS).nullable(),
  lastMovedAt: z.iso.datetime(),
  dispatchedAt: z.iso.datetime(),
  daysWithoutMovement: z.number().int(),
  claim: z.object({
    type: z.enum(['LOSS', 'DAMAGE']),
    deadline: z.iso.datetime(),
    daysLeft: z.number().int(),
    isOpen: z.boolean(),
  }),
});
export type ProblemShipment = z.infer<typeof problemShipmentSchema>;

export const problemsPageSchema = z.object({
  items: z.array(problemShipmentSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  }),
});
export type ProblemsPage = z.infer<typeof problemsPageSchema>;

/** POST /problems/:reference/claim-draft: what the claim form starts with, from the order. */
export const claimDraftRequestSchema = z.object({ type: z.enum(['LOSS', 'DAMAGE']) });
export const claimDraftSchema = z.object({
  type: z.enum(['LOSS', 'DAMAGE']),
  shipmentReference: z.string(),
  productDescription: z.string(),
  /** The declared value, in major units as the claim form takes it; null when none was declared. */
  amount: z.object({ value: z.number(), currency: z.string() }).nullable(),
  /** Proofs already on file (the customs invoice), as attachments the claim can take. */
  proofOfValue: z.object({ uploadId: z.string(), id: z.string(), fileName: z.string() }).nullable(),
});
export type ClaimDraft = z.infer<typeof claimDraftSchema>;
