import { z } from 'zod';
import { SHIPMENT_SOURCE_CODES } from '../shipments/sources.ts';
import { calendarDaySchema } from '../units/calendar-day.ts';
import { type CatalogueEntry, IntegrationActivation } from './integration-catalogue.ts';

export const IntegrationMessage = {
  required: 'form.error.required',
  number: 'form.error.number',
  unknown: 'integrations.error.unknown',
  alreadyConnected: 'integrations.error.already-connected',
  oauthOnly: 'integrations.error.oauth-only',
  notOAuth: 'integrations.error.not-oauth',
  state: 'integrations.error.state',
  denied: 'integrations.error.denied',
  notConnected: 'integrations.error.not-connected',
  credentials: 'integrations.error.credentials',
  shopAddress: 'integrations.error.shop-address',
} as const;

/** A shop's address: its host (with a port, for a local test shop), optionally its scheme, no path. */
const SHOP_ADDRESS =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?\/?$/i;

/** The address calls go to: https unless the seller wrote http (a local test shop), without a final slash. */
export const shopBaseUrlOf = (address: string) => {
  const trimmed = address.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
};

/** Why a marketplace refused the stored credentials (import modal). */
export const UNAUTHORIZED_SUBTYPES = ['GENERIC', 'INVALID_APP_KEY', 'SUSPENDED_ACCOUNT'] as const;
export type UnauthorizedSubtype = (typeof UNAUTHORIZED_SUBTYPES)[number];

export const CONNECTION_STATUSES = ['CONNECTED', 'UNAUTHORIZED'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** The five-day import: orders of the last five days. */
export const FIVE_DAY_IMPORT_DAYS = 5;
/** The import modal's error state closes itself after this. */
export const IMPORT_ERROR_AUTO_CLOSE_MS = 6000;

export const integrationDataSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type IntegrationData = z.infer<typeof integrationDataSchema>;

export const integrationSchema = z.object({
  alias: z.string(),
  name: z.string(),
  type: z.string(),
  activation: z.string(),
  source: z.enum(SHIPMENT_SOURCE_CODES),
  isMarketplace: z.boolean(),
  isConnected: z.boolean(),
  fields: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['text', 'secret', 'number', 'select', 'shop-address']),
      options: z.array(z.string()).optional(),
      isNamedInError: z.boolean().optional(),
    }),
  ),
  /** The stored configuration; secret values are never sent back, only their field names. */
  configuration: z
    .object({
      identifier: z.string(),
      status: z.enum(CONNECTION_STATUSES),
      unauthorizedSubtype: z.enum(UNAUTHORIZED_SUBTYPES).nullable(),
      data: z.record(z.string(), z.union([z.string(), z.number()])),
      lastImportedAt: z.string().nullable(),
    })
    .nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const integrationListSchema = z.object({ integrations: z.array(integrationSchema) });

export const createConfigurationSchema = z.object({
  integration: z.string().max(100),
  type: z.literal('INBOUND').default('INBOUND'),
  data: integrationDataSchema.default({}),
  identifier: z.string().max(100).optional(),
});
export type CreateConfiguration = z.input<typeof createConfigurationSchema>;

export const startFlowSchema = z.object({ data: integrationDataSchema.default({}) });
export const startFlowAnswerSchema = z.object({ redirectUrl: z.string() });
export const activateSchema = z.object({ params: z.record(z.string(), z.string()) });

export const triggerImportSchema = z.object({
  integration: z.string().max(100),
  /** The import covers orders from this day on (the five-day import sends today minus five days). */
  date: calendarDaySchema().optional(),
  source: z.string().max(20).optional(),
});

/** The import-ended event of a marketplace import (Import event). */
export const marketplaceImportEndedSchema = z.object({
  integration: z.string(),
  source: z.string(),
  numberShipmentsImported: z.number().int().nonnegative(),
  shipmentReferences: z.array(z.string()),
  errorType: z.enum(['UNAUTHORIZED', 'GENERIC']).nullable(),
  errorSubtype: z.enum(UNAUTHORIZED_SUBTYPES).nullable(),
  callbackPayload: z.record(z.string(), z.unknown()).nullable(),
});
export type MarketplaceImportEnded = z.infer<typeof marketplaceImportEndedSchema>;

export type FieldProblem = { field: string; messageKey: string };

/**
 * What is missing or malformed in an integration's form: each required field, the OAuth test
 * marketplace's store id must be a number and a shop's address a host name. Shared by the panel's form and the server.
 */
export const configurationProblems = (
  entry: Pick<CatalogueEntry, 'fields' | 'activation'>,
  data: Record<string, unknown>,
): FieldProblem[] => {
  if (entry.activation === IntegrationActivation.Module || entry.activation === IntegrationActivation.Guide)
    return [];
  const problems: FieldProblem[] = [];
  for (const field of entry.fields) {
    const value = data[field.name];
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') problems.push({ field: field.name, messageKey: IntegrationMessage.required });
    else if (field.kind === 'number' && !/^\d+$/.test(text))
      problems.push({ field: field.name, messageKey: IntegrationMessage.number });
    else if (field.kind === 'shop-address' && !SHOP_ADDRESS.test(text))
      problems.push({ field: field.name, messageKey: IntegrationMessage.shopAddress });
    else if (field.options && !field.options.includes(text))
      problems.push({ field: field.name, messageKey: IntegrationMessage.required });
  }
  return problems;
};
