import type { FastifyInstance } from 'fastify';

/**
 * Registers a seller as the browser does and answers its session headers (cookie and CSRF token), the
 * client id, and a `call` that throws on any answer of 300 or more, naming the call.
 */
export const registerBenchSeller = async (
  app: FastifyInstance,
  seller: { email: string; lastName: string; acceptsPolicies?: boolean },
) => {
  const register = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: {
      tenant: 'shipdeck',
      email: seller.email,
      password: 'Correct-Horse-42!',
      firstName: 'Bench',
      lastName: seller.lastName,
    },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const headers = {
    cookie: register.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    'x-csrf-token': register.cookies.find((c) => c.name === 'sd_csrf')?.value ?? '',
  };
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url: `/api/v1${url}`, headers, payload });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  if (seller.acceptsPolicies)
    await call('PUT', '/user/policies', {
      dataProcessing: true,
      marketingEmails: false,
      marketingCalls: false,
    });
  const clientId = (register.json() as { client: { id: string } }).client.id;
  return { headers, call, clientId };
};
