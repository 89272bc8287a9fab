import { describe, expect, it } from 'vitest';
import { matchPrivateRoute } from './route-table.ts';

describe('matchPrivateRoute', () => {
  it.each([
    ['/shipments/bulk/summary', 'shipments/bulk/summary', {}],
    ['/shipments/in-transit', 'shipments/:inbox', { inbox: 'in-transit' }],
    ['/shipments/SD%201/details', 'shipments/:id/details', { id: 'SD 1' }],
    [
      '/shipments/create/payment',
      'shipments/create/:step(info|service|address|customs|payment)',
      { step: 'payment' },
    ],
    ['/settings/integrations/etsy', 'settings/integrations/:alias', { alias: 'etsy' }],
  ])('%s matches %s', (path, pattern, params) => {
    expect(matchPrivateRoute(path)).toEqual({ pattern, params });
  });

  it.each(['/shipments/create/shipping', '/settings/billing/other', '/settings', '/unknown', '/'])(
    '%s is not a page',
    (path) => {
      expect(matchPrivateRoute(path)).toBeUndefined();
    },
  );
});
