import { randomUUID } from 'node:crypto';
import { CSRF_COOKIE, SESSION_COOKIE } from '@shipdeck/domain/auth/auth.schema';
import { getTenant, type TenantId, tenantByPartnerSlug } from '@shipdeck/domain/tenants/tenants';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiKeyEncryptionKeyOf, createApiKey } from '../../src/modules/api-keys/index.ts';

export const TEST_PASSWORD = 'Correct-Horse-42!';

export type SignUpOptions = {
  /** Tenant id (`main`, `be-carrier` …) or partner slug (`shipdeck` …); default main. */
  tenant?: TenantId | string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  language?: string;
  accountType?: 'autonomous' | 'business';
  /** Gives data-processing consent, as the privacy splash would; default true. */
  consent?: boolean;
};

export type SignedUp = {
  cookies: Record<string, string>;
  /** Spread into `app.inject({ headers })`: the session cookie and the CSRF header. */
  headers: { cookie: string; 'x-csrf-token': string };
  clientId: string;
  userId: string;
  email: string;
  password: string;
  tenantSlug: string;
};

export const uniqueEmail = (label = 'seller') => `${label}-${randomUUID().slice(0, 12)}@example.test`;

export const partnerSlugOf = (tenant: string = 'main') =>
  (getTenant(tenant) ?? tenantByPartnerSlug(tenant))?.partnerSlug ?? tenant;

/** Cookies set by a response, as name → value (cleared cookies left out). */
export const cookiesOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    (response.cookies as { name: string; value: string }[])
      .filter((c) => c.value !== '')
      .map((c) => [c.name, c.value]),
  );

/** Request headers of a signed-in browser from its cookies. */
export const sessionHeaders = (cookies: Record<string, string>) => ({
  cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}; ${CSRF_COOKIE}=${cookies[CSRF_COOKIE]}`,
  'x-csrf-token': cookies[CSRF_COOKIE] ?? '',
});

/** Registers a fresh client (unique e-mail) and, by default, gives data-processing consent. */
export const signUp = async (app: FastifyInstance, options: SignUpOptions = {}): Promise<SignedUp> => {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const tenantSlug = partnerSlugOf(options.tenant);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      tenant: tenantSlug,
      email,
      password,
      firstName: options.firstName ?? 'Ada',
      lastName: options.lastName ?? 'Seller',
      ...(options.language ? { language: options.language } : {}),
      ...(options.accountType ? { accountType: options.accountType } : {}),
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json() as { user: { id: string }; client: { id: string } };
  const cookies = cookiesOf(response);
  const headers = sessionHeaders(cookies);
  if (options.consent ?? true) {
    const consent = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/policies',
      headers,
      payload: { dataProcessing: true, marketingEmails: false, marketingCalls: false },
    });
    if (consent.statusCode !== 200) throw new Error(`consent failed: ${consent.statusCode} ${consent.body}`);
  }
  return { cookies, headers, clientId: body.client.id, userId: body.user.id, email, password, tenantSlug };
};

/** Keys made per app and client: a client has one live key, so asking again answers the same one. */
const testApiKeys = new WeakMap<FastifyInstance, Map<string, string>>();

/** An API key of this client, for calling 'apiKey' routes as an integration would (x-api-key header). */
export const createTestApiKey = async (app: FastifyInstance, owner: { clientId: string; userId: string }) => {
  const keys = testApiKeys.get(app) ?? new Map<string, string>();
  testApiKeys.set(app, keys);
  const known = keys.get(owner.clientId);
  if (known) return known;
  const { token } = await createApiKey(app.database.db, {
    clientId: owner.clientId,
    userId: owner.userId,
    encryptionKey: apiKeyEncryptionKeyOf(app.config),
  });
  keys.set(owner.clientId, token);
  return token;
};

/**
 * Calls `request` (a route holding another client's resource id) as a freshly signed-up second
 * client and expects 404 with the error envelope: never the data, never 403.
 */
export const expectNotFoundForOtherClient = async (
  app: FastifyInstance,
  request: InjectOptions,
): Promise<LightMyRequestResponse> => {
  const other = await signUp(app);
  const response = await app.inject({
    ...request,
    headers: { ...(request.headers ?? {}), ...other.headers },
  } as InjectOptions);
  expect(response.statusCode, `${request.method} ${request.url} as another client`).toBe(404);
  expect(response.json()).toEqual({
    messages: [expect.objectContaining({ error_code: 'NotFound', message: expect.any(String) })],
  });
  return response;
};
