import {
  capabilitiesSchema,
  capabilityNameSchema,
  clientFeatureNameSchema,
  clientFeatureSchema,
  debugAvailabilitySchema,
  updateCapabilityRequestSchema,
  updateClientFeatureRequestSchema,
} from '@shipdeck/domain/features/features';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { findClientFeatures } from './find-client-features.ts';
import { getClientCapabilities } from './get-client-capabilities.ts';
import { updateClientCapability } from './update-client-capability.ts';
import { updateClientFeature } from './update-client-feature.ts';

const tags = ['features'];

export const featuresRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get(
    '/client/features',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "The client's features and flags",
        response: { 200: z.array(clientFeatureSchema) },
      },
    },
    async (request) => findClientFeatures(db, requireAuth(request.auth)),
  );

  app.get(
    '/client/capabilities',
    {
      config: { access: 'session' },
      schema: { tags, summary: "The client's capability flags", response: { 200: capabilitiesSchema } },
    },
    async (request) => getClientCapabilities(db, requireAuth(request.auth)),
  );

  // In a real deployment an administrator makes these changes; demos and tests flip flags with them,
  // so a seller cannot grant itself paid features outside a debug-enabled or test server.
  const assertFlagsEditable = () => {
    if (!app.config.DEBUG_TOOLS && app.config.NODE_ENV !== 'test') throw forbidden();
  };
  app.put(
    '/client/features/:featureName',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Change one client feature (pushes feature-behaviour-upsert)',
        params: z.object({ featureName: z.string().max(64) }),
        body: updateClientFeatureRequestSchema,
        response: { 200: clientFeatureSchema },
      },
    },
    async (request) => {
      assertFlagsEditable();
      const name = clientFeatureNameSchema.safeParse(request.params.featureName);
      if (!name.success) throw notFound();
      return updateClientFeature(db, requireAuth(request.auth), name.data, request.body);
    },
  );

  app.put(
    '/client/capabilities/:capabilityName',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Change one capability flag (pushes feature-behaviour-upsert)',
        params: z.object({ capabilityName: z.string().max(64) }),
        body: updateCapabilityRequestSchema,
        response: { 200: capabilitiesSchema },
      },
    },
    async (request) => {
      assertFlagsEditable();
      const name = capabilityNameSchema.safeParse(request.params.capabilityName);
      if (!name.success) throw notFound();
      return updateClientCapability(db, requireAuth(request.auth), name.data, request.body.enabled);
    },
  );

  app.get(
    '/debug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the debug tools may be shown',
        response: { 200: debugAvailabilitySchema },
      },
    },
    async () => ({ available: app.config.DEBUG_TOOLS }),
  );
};
