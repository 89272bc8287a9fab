import { languageQuerySchema } from '@shipdeck/domain/geo/geo.schema';
import { uiLanguageOf } from '@shipdeck/domain/geo/postal-zones';
import {
  ShippingRuleMessage,
  shippingRuleDefinitionsSchema,
  shippingRuleEnabledSchema,
  shippingRuleInputSchema,
  shippingRuleListSchema,
  shippingRuleOptionsSchema,
  shippingRuleSchema,
  shippingRuleSwapSchema,
} from '@shipdeck/domain/shipping-rules/shipping-rule.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { createShippingRule } from './create-shipping-rule.ts';
import { deleteShippingRule } from './delete-shipping-rule.ts';
import { findShippingRuleOptions } from './find-shipping-rule-options.ts';
import { findShippingRules } from './find-shipping-rules.ts';
import { getShippingRule } from './get-shipping-rule.ts';
import { getShippingRuleDefinitions } from './get-shipping-rule-definitions.ts';
import { swapShippingRules } from './swap-shipping-rules.ts';
import { setShippingRuleEnabled, updateShippingRule } from './update-shipping-rule.ts';

const tags = ['shipping-rules'];
const idParams = z.object({ id: z.string() });
// A malformed id names no stored rule: 404, like another client's.
const ruleId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound(ShippingRuleMessage.notFound);
  return id;
};

/**
 * Shipping rules: list in priority order, get, save, replace, enable or disable,
 * swap the order of two, delete; the rule definitions and the option lists the form is built from.
 */
export const shippingRulesRoutes: FastifyPluginAsyncZod<{ carriers: CarrierProvider }> = async (
  app,
  { carriers },
) => {
  const { db } = app.database;
  const config = { access: 'apiKey' as const };

  app.get(
    '/shipping-rules',
    {
      config,
      schema: { tags, summary: 'The rules in priority order', response: { 200: shippingRuleListSchema } },
    },
    async (request) => findShippingRules(db, { clientId: requireAuth(request.auth).clientId }),
  );

  app.get(
    '/shipping-rules/definitions',
    {
      config,
      schema: {
        tags,
        summary: 'What conditions and actions exist, and the maximum count of rules',
        response: { 200: shippingRuleDefinitionsSchema },
      },
    },
    async (request) => getShippingRuleDefinitions({ tenantId: requireAuth(request.auth).tenantId }),
  );

  app.get(
    '/shipping-rules/options',
    {
      config,
      schema: {
        tags,
        summary: 'The choices of services, destinations, sources, warehouses and parcels',
        querystring: languageQuerySchema,
        response: { 200: shippingRuleOptionsSchema },
      },
    },
    async (request) =>
      findShippingRuleOptions(db, {
        carriers,
        auth: requireAuth(request.auth),
        language: uiLanguageOf(request.query.language),
      }),
  );

  app.get(
    '/shipping-rules/:id',
    {
      config,
      schema: { tags, summary: 'One rule', params: idParams, response: { 200: shippingRuleSchema } },
    },
    async (request) =>
      getShippingRule(db, { clientId: requireAuth(request.auth).clientId, id: ruleId(request.params.id) }),
  );

  app.post(
    '/shipping-rules',
    {
      config,
      schema: {
        tags,
        summary: 'Save a rule, last in priority (409 at the maximum or for a name already used)',
        body: shippingRuleInputSchema,
        response: { 201: shippingRuleSchema },
      },
    },
    async (request, reply) => {
      const rule = await createShippingRule(db, {
        carriers,
        auth: requireAuth(request.auth),
        rule: request.body,
      });
      return reply.status(201).send(rule);
    },
  );

  app.put(
    '/shipping-rules/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a rule (409 for a name already used)',
        params: idParams,
        body: shippingRuleInputSchema,
        response: { 200: shippingRuleSchema },
      },
    },
    async (request) =>
      updateShippingRule(db, {
        carriers,
        auth: requireAuth(request.auth),
        id: ruleId(request.params.id),
        rule: request.body,
      }),
  );

  app.put(
    '/shipping-rules/:id/enabled',
    {
      config,
      schema: {
        tags,
        summary: 'Enable or disable a rule',
        params: idParams,
        body: shippingRuleEnabledSchema,
        response: { 200: shippingRuleSchema },
      },
    },
    async (request) =>
      setShippingRuleEnabled(db, {
        clientId: requireAuth(request.auth).clientId,
        id: ruleId(request.params.id),
        enabled: request.body.enabled,
      }),
  );

  app.post(
    '/shipping-rules/swap',
    {
      config,
      schema: {
        tags,
        summary: 'Swap the priority of two rules; answers the list',
        body: shippingRuleSwapSchema,
        response: { 200: shippingRuleListSchema },
      },
    },
    async (request) =>
      swapShippingRules(db, { clientId: requireAuth(request.auth).clientId, ...request.body }),
  );

  app.delete(
    '/shipping-rules/:id',
    { config, schema: { tags, summary: 'Delete a rule', params: idParams } },
    async (request, reply) => {
      await deleteShippingRule(db, {
        clientId: requireAuth(request.auth).clientId,
        id: ruleId(request.params.id),
      });
      return reply.status(204).send();
    },
  );
};
