import type { FastifyInstance } from 'fastify';
import type { SignedUp } from '../helpers/clients.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';

/** GLS EuroBusinessParcel, Spain → France: a real catalogue service (collection, door delivery). */
export const glsEuro = {
  id: 'gls-euro-business',
  carrierId: 'gls',
  carrierName: 'GLS',
  name: 'EuroBusinessParcel',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};

export const createReadyShipment = async (
  app: FastifyInstance,
  account: SignedUp,
  overrides: Parameters<typeof readyShipment>[0] = {},
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/shipments',
    headers: account.headers,
    payload: readyShipment({ service: glsEuro, ...overrides }),
  });
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`create shipment failed: ${response.statusCode} ${response.body}`);
  return response.json().reference as string;
};

export const api = (app: FastifyInstance, account: SignedUp) => ({
  get: (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers }),
  post: (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: account.headers,
      payload: payload as object,
    }),
  put: (url: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: account.headers, payload: payload as object }),
});
