import {
  availablePaymentMethodsSchema,
  deferredPaymentSchema,
  directDebitMandateSchema,
  directDebitRequestSchema,
  paymentMethodSchema,
  payPalReturnSchema,
  payPalStartRequestSchema,
  registerPaymentMethodRequestSchema,
  threeDSecureCompleteRequestSchema,
  threeDSecureStartRequestSchema,
  tokenizeRequestSchema,
} from '@shipdeck/domain/payments/payments.schema';
import { directDebitProblems } from '@shipdeck/domain/payments/rules/payment-tab';
import { ownAppRoutePath } from '@shipdeck/domain/routes/own-app-path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import type { PaymentGateway } from '../../providers/payments/payment-gateway.ts';
import { createDirectDebitRequest } from './create-direct-debit-request.ts';
import { findAvailablePaymentMethods } from './find-available-payment-methods.ts';
import { findPaymentMethods, getPaymentMethod } from './find-payment-methods.ts';
import { getDeferredPayment } from './get-deferred-payment.ts';
import { getDirectDebitMandateDocument } from './get-direct-debit-mandate-document.ts';
import { paymentFailureError } from './payment-failure-error.ts';
import { registerPaymentMethod } from './register-payment-method.ts';

const tags = ['payments'];
const nonceResponse = z.object({ nonce: z.string() });

/** IBAN and BIC checked with ibantools, each problem on its field with its message key. */
const checkedDirectDebitRequest = directDebitRequestSchema.superRefine((value, context) => {
  for (const problem of directDebitProblems({ ...value, isValidIban: isValidIBAN, isValidBic: isValidBIC }))
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.messageKey });
});

/**
 * Payment methods and the sandbox gateway's browser steps: client token, tokenizing
 * collected details, the 3-D Secure challenge and the PayPal approval round trip.
 */
/** The payment gateway the browser steps and stored methods go through, handed in where the modules are put together. */
export type PaymentMethodsProviders = { gateway: PaymentGateway };

export const paymentMethodsRoutes: FastifyPluginAsyncZod<PaymentMethodsProviders> = async (
  app,
  { gateway },
) => {
  const db = app.database.db;
  const session = { access: 'session' as const };

  app.get(
    '/payment-methods',
    { config: session, schema: { tags, response: { 200: z.array(paymentMethodSchema) } } },
    async (request) => findPaymentMethods(db, requireAuth(request.auth).clientId),
  );

  app.get(
    '/payment-methods/available',
    { config: session, schema: { tags, response: { 200: availablePaymentMethodsSchema } } },
    async (request) => findAvailablePaymentMethods(db, requireAuth(request.auth)),
  );

  app.get(
    '/payment-methods/:id',
    {
      config: session,
      schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 200: paymentMethodSchema } },
    },
    async (request) => {
      if (!z.uuid().safeParse(request.params.id).success) throw notFound('payment-method.error.not-found');
      return getPaymentMethod(db, requireAuth(request.auth).clientId, request.params.id);
    },
  );

  app.post(
    '/payment-methods',
    {
      config: session,
      schema: {
        tags,
        body: registerPaymentMethodRequestSchema,
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async (request, reply) => {
      const created = await registerPaymentMethod({
        db,
        gateway,
        auth: requireAuth(request.auth),
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  // The payment tab of Settings > Billing: the deferred instrument's summary and the
  // direct debit request with its SEPA mandate. Saving the instrument is POST /payment-methods (DEFERRED).
  app.get(
    '/billing/deferred-payment',
    { config: session, schema: { tags, response: { 200: deferredPaymentSchema } } },
    async (request) => getDeferredPayment(db, requireAuth(request.auth)),
  );

  app.post(
    '/billing/direct-debit-requests',
    {
      config: session,
      schema: { tags, body: checkedDirectDebitRequest, response: { 201: directDebitMandateSchema } },
    },
    async (request, reply) => {
      const mandate = await createDirectDebitRequest({
        db,
        gateway,
        auth: requireAuth(request.auth),
        input: request.body,
      });
      return reply.status(201).send(mandate);
    },
  );

  app.get(
    '/billing/direct-debit-mandates/:id/document',
    {
      config: {
        ...session,
        documentedResponses: {
          200: { description: 'The SEPA mandate as a PDF', contentType: 'application/pdf' },
        },
      },
      schema: { tags, params: z.object({ id: z.string().max(64) }) },
    },
    async (request, reply) => {
      if (!z.uuid().safeParse(request.params.id).success)
        throw notFound('settings.payment-direct-debit.mandate-not-found');
      const { pdf, reference } = await getDirectDebitMandateDocument(
        db,
        requireAuth(request.auth),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="sepa-mandate-${reference}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/payments/client-token',
    { config: session, schema: { tags, response: { 200: z.object({ clientToken: z.string() }) } } },
    async (request) => ({
      clientToken: gateway.clientToken({ clientId: requireAuth(request.auth).clientId }),
    }),
  );

  app.post(
    '/payments/sandbox/tokenize',
    {
      config: session,
      schema: {
        tags,
        body: tokenizeRequestSchema.extend({ paypalAccountEmail: z.email().max(100).optional() }),
        response: { 200: nonceResponse.extend({ details: z.record(z.string(), z.string()) }) },
      },
    },
    async (request) => {
      const result = await gateway.tokenize(db, {
        clientId: requireAuth(request.auth).clientId,
        ...request.body,
      });
      if (!result.ok) throw paymentFailureError(result);
      return { nonce: result.nonce, details: result.details as Record<string, string> };
    },
  );

  app.post(
    '/payments/3ds',
    {
      config: session,
      schema: {
        tags,
        body: threeDSecureStartRequestSchema,
        response: { 200: z.object({ challengeId: z.uuid() }) },
      },
    },
    async (request) => {
      const result = await gateway.startThreeDSecure(db, {
        clientId: requireAuth(request.auth).clientId,
        ...request.body,
      });
      if (!result.ok) throw paymentFailureError(result);
      return { challengeId: result.challengeId };
    },
  );

  app.post(
    '/payments/3ds/:challengeId/complete',
    {
      config: session,
      schema: {
        tags,
        params: z.object({ challengeId: z.uuid() }),
        body: threeDSecureCompleteRequestSchema,
        response: { 200: nonceResponse },
      },
    },
    async (request) => {
      const result = await gateway.completeThreeDSecure(db, {
        clientId: requireAuth(request.auth).clientId,
        challengeId: request.params.challengeId,
        code: request.body.code,
      });
      if (!result.ok) throw paymentFailureError(result);
      return { nonce: result.nonce };
    },
  );

  app.post(
    '/payments/paypal',
    {
      config: session,
      schema: {
        tags,
        body: payPalStartRequestSchema,
        response: { 200: z.object({ paymentId: z.string(), approveUrl: z.string() }) },
      },
    },
    async (request) => {
      const { paymentId } = await gateway.startPayPal(db, {
        clientId: requireAuth(request.auth).clientId,
        ...request.body,
      });
      return { paymentId, approveUrl: `/api/v1/payments/paypal/${encodeURIComponent(paymentId)}/approve` };
    },
  );

  // The sandbox's stand-in for PayPal's approval page: a page with Approve and Cancel, then a
  // redirect back to the checkout with paymentId, token and PayerID (or paypal=cancelled).
  app.get(
    '/payments/paypal/:paymentId/approve',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ paymentId: z.string().max(100) }),
        querystring: z.object({ decision: z.enum(['approve', 'cancel']).optional() }),
      },
    },
    async (request, reply) => {
      const { paymentId } = request.params;
      if (!request.query.decision) {
        const base = `/api/v1/payments/paypal/${encodeURIComponent(paymentId)}/approve`;
        return reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox PayPal</title></head><body><main><h1>Sandbox PayPal</h1><p>Approve this payment?</p><a href="${base}?decision=approve">Approve</a> <a href="${base}?decision=cancel">Cancel</a></main></body></html>`,
          );
      }
      const decided = await gateway.decidePayPal(db, {
        paymentId,
        approve: request.query.decision === 'approve',
      });
      if (!decided) throw notFound('payment.error.paypal-not-found');
      // Checked again on the way out: a path stored before the rule existed must not leave the app.
      return reply.redirect(ownAppRoutePath(decided.returnPath) ?? '/private', 302);
    },
  );

  app.post(
    '/payments/paypal/complete',
    { config: session, schema: { tags, body: payPalReturnSchema, response: { 200: nonceResponse } } },
    async (request) => {
      const result = await gateway.completePayPal(db, {
        clientId: requireAuth(request.auth).clientId,
        paymentId: request.body.paymentId,
        token: request.body.token,
        payerId: request.body.PayerID,
      });
      if (!result.ok) throw new AppError({ code: 'PaymentDenied', status: 402, messageKey: result.reason });
      return { nonce: result.nonce };
    },
  );
};
