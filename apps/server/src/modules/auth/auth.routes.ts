import {
  changePasswordRequestSchema,
  loginRequestSchema,
  newPasswordRequestSchema,
  recoverPasswordRequestSchema,
  registerRequestSchema,
  sessionResponseSchema,
} from '@shipdeck/domain/auth/auth.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/auth-context.ts';
import { changePassword } from './change-password.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { pruneAuthRecordsJob } from './prune-auth-records.job.ts';
import { recoverPassword } from './recover-password.ts';
import { register, throttleRegistration } from './register.ts';
import { resetPassword } from './reset-password.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import { getSessionView } from './session-view.ts';

const tags = ['auth'];

export const authRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.jobs.register(pruneAuthRecordsJob);

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Create a client and its user on a tenant, and sign in',
        body: registerRequestSchema,
        response: { 201: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { tenant, ...rest } = request.body;
      await throttleRegistration(db, {
        tenantSlug: tenant,
        email: rest.email,
        ip: request.ip,
        registrationsPerAddress: app.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      });
      const result = await register(db, { tenantSlug: tenant, ...rest }, { jobs: app.jobs });
      setSessionCookies(request, reply, result.session);
      return reply.status(201).send(await getSessionView(db, result));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in on a tenant',
        body: loginRequestSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { tenant, email, password } = request.body;
      const result = await login(db, { tenantSlug: tenant, email, password, ip: request.ip });
      setSessionCookies(request, reply, result.session);
      return getSessionView(db, result);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the session and clear its cookies', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await logout(db, request);
      clearSessionCookies(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/recover-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Mail a one-use password reset link (answers 204 whether or not the account exists)',
        body: recoverPasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { tenant, email, language } = request.body;
      await recoverPassword(
        { db, mail: app.mail, log: request.log },
        { tenantSlug: tenant, email, language, ip: request.ip, publicUrl: app.config.PUBLIC_URL },
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/new-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a recovery token (signs out every session)',
        body: newPasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await resetPassword(db, request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/user/password',
    {
      config: { access: 'session' },
      schema: {
        // Listed with the user's other settings.
        tags: ['user'],
        summary: 'Change the password (other sessions are signed out)',
        body: changePasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      await changePassword(db, { ...auth, sessionId: request.sessionId ?? undefined }, request.body);
      return reply.status(204).send(null);
    },
  );
};
