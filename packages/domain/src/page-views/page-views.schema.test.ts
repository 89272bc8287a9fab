import { describe, expect, it } from 'vitest';
import { mayCountPageView, pagePatternOf, pageViewRequestSchema } from './page-views.schema.ts';

describe('the page a view is counted under', () => {
  it.each([
    ['/private/shipments', {}, '/private/shipments'],
    ['/private/shipments/ES26AB123', { reference: 'ES26AB123' }, '/private/shipments/:reference'],
    ['/private/shipments/ES26AB123/', { reference: 'ES26AB123' }, '/private/shipments/:reference'],
    ['/private/support/tickets/8b1c%2F2', { ticketId: '8b1c/2' }, '/private/support/tickets/:ticketId'],
    [
      '/private/settings/integrations/woo',
      { integrationId: 'woo' },
      '/private/settings/integrations/:integrationId',
    ],
    ['/', {}, '/'],
  ])('%s with %o is %s', (pathname, params, expected) => {
    expect(pagePatternOf(pathname, params)).toBe(expected);
  });
});

describe('a page view request', () => {
  it.each([
    ['/private/shipments/:reference', true],
    ['/private/settings/branded-emails', true],
    ['/', true],
    ['/private/shipments/ES26AB123', false],
    ['/private/shipments?inbox=all', false],
    ['private/shipments', false],
    ['/private//shipments', false],
    ['/private/<script>', false],
    [`/${'a'.repeat(200)}`, false],
  ])('%s is accepted: %s', (page, accepted) => {
    expect(pageViewRequestSchema.safeParse({ page }).success).toBe(accepted);
  });
});

describe('consent', () => {
  it.each([
    [{ dataProcessing: true }, true],
    [{ dataProcessing: false }, false],
  ])('with %o a view is counted: %s', (policies, counted) => {
    expect(mayCountPageView(policies)).toBe(counted);
  });
});
