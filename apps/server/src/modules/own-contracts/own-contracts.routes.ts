import {
  contractIdParamsSchema,
  linkOwnContractServicesRequestSchema,
  ownContractModelsResponseSchema,
  registerOwnContractRequestSchema,
  registerOwnContractResponseSchema,
} from '@shipdeck/domain/own-contracts/own-contracts.schema';
import { paymentMethodSchema } from '@shipdeck/domain/payments/payments.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { credentialsKeyOf } from '../../platform/secrets/credentials-key.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { createOwnContract } from './create-own-contract.ts';
import { deleteOwnContract } from './delete-own-contract.ts';
import { findOwnContracts } from './find-own-contracts.ts';
import { requireOwnContracts } from './own-contract-access.ts';
import { updateOwnContractServices } from './update-own-contract-services.ts';

export type OwnContractsProviders = { carriers: CarrierProvider };

const tags = ['own-contracts'];

/**
 * Settings → Own contracts: the carriers that take a seller's own contract, register
 * one with its credentials (checked by the carrier, sealed at rest), choose its services, deactivate it.
 * Browser sessions only: credentials are typed by a person, never sent by a program.
 */
export const ownContractsRoutes: FastifyPluginAsyncZod<OwnContractsProviders> = async (app, { carriers }) => {
  const { db } = app.database;
  const key = credentialsKeyOf(app.config);
  const config = { access: 'session' as const };

  app.get(
    '/own-contracts',
    {
      config,
      schema: {
        tags,
        summary: 'The own contract models and the client contracts',
        response: { 200: ownContractModelsResponseSchema },
      },
    },
    async (request) => {
      const { clientId } = requireAuth(request.auth);
      return { models: await findOwnContracts(db, { clientId, carriers }) };
    },
  );

  app.post(
    '/own-contracts',
    {
      config,
      schema: {
        tags,
        summary: "Register a contract with a carrier (409 'Contract not valid' when the carrier refuses it)",
        body: registerOwnContractRequestSchema,
        response: { 201: registerOwnContractResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      await requireOwnContracts(db, auth);
      const created = await createOwnContract(db, {
        clientId: auth.clientId,
        request: request.body,
        carriers,
        key,
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/own-contracts/:contractId/services',
    {
      config,
      schema: {
        tags,
        summary: 'Choose the services used on a contract',
        params: contractIdParamsSchema,
        body: linkOwnContractServicesRequestSchema,
        response: { 200: z.object({ contractId: z.string(), serviceIds: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await requireOwnContracts(db, auth);
      return updateOwnContractServices(db, {
        clientId: auth.clientId,
        contractId: request.params.contractId,
        request: request.body,
        carriers,
      });
    },
  );

  app.delete(
    '/own-contracts/:contractId',
    {
      config,
      schema: {
        tags,
        summary: "Deactivate a contract; answers the client's payment methods",
        params: contractIdParamsSchema,
        response: { 200: z.object({ contractId: z.string(), paymentMethods: z.array(paymentMethodSchema) }) },
      },
    },
    async (request) => {
      const { clientId } = requireAuth(request.auth);
      return deleteOwnContract(db, { clientId, contractId: request.params.contractId });
    },
  );
};
