import { describe, expect, it } from 'vitest';
import { ownAppRoutePath, ownPrivateAreaPath } from './own-app-path.ts';

describe('ownAppRoutePath: where a payment page may send the browser back to', () => {
  it.each([
    ['/private/shipments/ready-to-purchase', true],
    ['/private/shipments/SD1/create/payment?x=1', true],
    ['/be/private/shipments/create/payment', true],
    ['/fr/private/subscriptions#top', true],
    ['/private/settings/billing/payment', true],
    // another origin, however it is spelt
    ['//evil.example/private/shipments/all', false],
    ['/\\evil.example', false],
    ['/\\/evil.example/private/shipments/all', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['https://evil.example/private/shipments/all', false],
    ['javascript:alert(1)', false],
    ['private/shipments/all', false],
    ['', false],
    // our origin, but not a page of the app
    ['/api/v1/payments/paypal/x/approve', false],
    ['/private/nowhere', false],
    ['/private', false],
    ['/pro/private/shipments/all', false],
  ])('%j is allowed: %s', (path, allowed) => {
    expect(ownAppRoutePath(path)).toBe(allowed ? path : undefined);
  });
});

describe('ownPrivateAreaPath: where sign-in may send the browser next', () => {
  it.each([
    ['/private', true],
    ['/private/nowhere', true],
    ['/pro/private/shipments/all', true],
    ['/es/private/shipments/all?x=1', true],
    ['/\\evil.example', false],
    ['//evil.example', false],
    ['/\r/evil.example', false],
    ['/login', false],
    [null, false],
    [undefined, false],
  ])('%j is allowed: %s', (path, allowed) => {
    expect(ownPrivateAreaPath(path)).toBe(allowed ? path : undefined);
  });
});
