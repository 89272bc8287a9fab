import { describe, expect, it } from 'vitest';
import type { RuleAction, RuleCondition } from '../shipping-rule.schema.ts';
import { type RuleShipment, type RunnableRule, runShippingRules } from './run-shipping-rules.ts';

const box = { weight: 2.5, length: 30, width: 20, height: 10 };
const lookups = {
  parcels: new Map([['p-small', { name: 'Small', weight: 0.5, length: 10, width: 10, height: 10 }]]),
  warehouseIds: new Set(['w-madrid', 'w-porto']),
};
const shipment: RuleShipment = {
  source: 'CSV',
  to: { alpha2Code: 'ES', zipCode: '28013' },
  parcels: [box],
  contentValue: 4000,
  serviceId: null,
  warehouseId: 'w-madrid',
};
const assignService: RuleAction = { identifier: 'SERVICE', operation: 'ASSIGN', value: 'svc-express' };
const ruleOf = (
  conditions: RuleCondition[],
  actions: RuleAction[] = [assignService],
  extra = {},
): RunnableRule => ({
  id: 'r1',
  alias: 'Rule',
  enabled: true,
  conditions,
  actions,
  ...extra,
});
const serviceAfter = (rules: RunnableRule[], input: RuleShipment = shipment) =>
  runShippingRules({ rules, lookups, shipment: input }).shipment.serviceId;

describe('a condition holds when (input types number, postal zone, source, warehouse, service, none)', () => {
  it.each<[string, RuleCondition, RuleShipment, boolean]>([
    [
      'weight above 2 kg, 2.5 kg',
      { identifier: 'TOTAL_WEIGHT', operation: 'GREATER_THAN', value: 2 },
      shipment,
      true,
    ],
    [
      'weight above 2.5 kg, 2.5 kg',
      { identifier: 'TOTAL_WEIGHT', operation: 'GREATER_THAN', value: 2.5 },
      shipment,
      false,
    ],
    [
      'weight below 3 kg, 2.5 kg',
      { identifier: 'TOTAL_WEIGHT', operation: 'LESS_THAN', value: 3 },
      shipment,
      true,
    ],
    [
      'weight is 2.5 kg (summed in grams, no float drift)',
      { identifier: 'TOTAL_WEIGHT', operation: 'EQUALS', value: 2.5 },
      {
        ...shipment,
        parcels: [
          { ...box, weight: 1.1 },
          { ...box, weight: 1.4 },
        ],
      },
      true,
    ],
    [
      'weight below 3 kg, no parcels yet',
      { identifier: 'TOTAL_WEIGHT', operation: 'LESS_THAN', value: 3 },
      { ...shipment, parcels: [] },
      false,
    ],
    [
      'more than 1 parcel, 2 parcels',
      { identifier: 'PARCEL_COUNT', operation: 'GREATER_THAN', value: 1 },
      { ...shipment, parcels: [box, box] },
      true,
    ],
    [
      'value above 39.99, 40.00 declared',
      { identifier: 'CONTENT_VALUE', operation: 'GREATER_THAN', value: 39.99 },
      shipment,
      true,
    ],
    [
      'value below 100, none declared',
      { identifier: 'CONTENT_VALUE', operation: 'LESS_THAN', value: 100 },
      { ...shipment, contentValue: null },
      false,
    ],
    [
      'destination is ES, Madrid',
      { identifier: 'DESTINATION', operation: 'EQUALS', value: 'ES' },
      shipment,
      true,
    ],
    [
      'destination is ES, Canary Islands (a zone of its own)',
      { identifier: 'DESTINATION', operation: 'EQUALS', value: 'ES' },
      { ...shipment, to: { alpha2Code: 'ES', zipCode: '35001' } },
      false,
    ],
    [
      'destination is ES-CN, Canary Islands',
      { identifier: 'DESTINATION', operation: 'EQUALS', value: 'ES-CN' },
      { ...shipment, to: { alpha2Code: 'ES', zipCode: '35001' } },
      true,
    ],
    [
      'destination is not FR, Madrid',
      { identifier: 'DESTINATION', operation: 'NOT_EQUALS', value: 'FR' },
      shipment,
      true,
    ],
    [
      'destination is not FR, no address yet',
      { identifier: 'DESTINATION', operation: 'NOT_EQUALS', value: 'FR' },
      { ...shipment, to: {} },
      false,
    ],
    ['source is CSV, CSV', { identifier: 'SOURCE', operation: 'EQUALS', value: 'CSV' }, shipment, true],
    [
      'source is not CSV, CSV',
      { identifier: 'SOURCE', operation: 'NOT_EQUALS', value: 'CSV' },
      shipment,
      false,
    ],
    [
      'warehouse is Madrid, Madrid',
      { identifier: 'WAREHOUSE', operation: 'EQUALS', value: 'w-madrid' },
      shipment,
      true,
    ],
    [
      'service is express, none chosen',
      { identifier: 'SERVICE', operation: 'EQUALS', value: 'svc-express' },
      shipment,
      false,
    ],
    ['all shipments', { identifier: 'ALL_SHIPMENTS', operation: 'ALWAYS' }, shipment, true],
    [
      'a condition this version does not know',
      { identifier: 'MOON_PHASE', operation: 'EQUALS', value: 'full' },
      shipment,
      false,
    ],
  ])('%s → %s', (_, condition, input, holds) => {
    const rule = ruleOf([condition], [{ identifier: 'CONTENT_VALUE', operation: 'OVERWRITE', value: 12.34 }]);
    const outcome = runShippingRules({ rules: [rule], lookups, shipment: input });
    expect(outcome.applied.length === 1).toBe(holds);
  });

  it('every condition of a rule must hold', () => {
    const source = { identifier: 'SOURCE', operation: 'EQUALS', value: 'CSV' };
    expect(
      serviceAfter([ruleOf([source, { identifier: 'DESTINATION', operation: 'EQUALS', value: 'FR' }])]),
    ).toBeNull();
    expect(
      serviceAfter([ruleOf([source, { identifier: 'DESTINATION', operation: 'EQUALS', value: 'ES' }])]),
    ).toBe('svc-express');
  });
});

describe('an action (ASSIGN and OVERWRITE)', () => {
  const always = [{ identifier: 'ALL_SHIPMENTS', operation: 'ALWAYS' }];
  it.each<[string, RuleAction, RuleShipment, Partial<RuleShipment> | null]>([
    ['ASSIGN service, none chosen: set', assignService, shipment, { serviceId: 'svc-express' }],
    ['ASSIGN service, one chosen: kept', assignService, { ...shipment, serviceId: 'svc-eco' }, null],
    [
      'OVERWRITE service, one chosen: replaced',
      { ...assignService, operation: 'OVERWRITE' },
      { ...shipment, serviceId: 'svc-eco' },
      { serviceId: 'svc-express' },
    ],
    [
      'OVERWRITE service with the same one: nothing to record',
      { ...assignService, operation: 'OVERWRITE' },
      { ...shipment, serviceId: 'svc-express' },
      null,
    ],
    [
      'ASSIGN warehouse, none: set',
      { identifier: 'WAREHOUSE', operation: 'ASSIGN', value: 'w-porto' },
      { ...shipment, warehouseId: null },
      { warehouseId: 'w-porto' },
    ],
    [
      'ASSIGN warehouse, one set: kept',
      { identifier: 'WAREHOUSE', operation: 'ASSIGN', value: 'w-porto' },
      shipment,
      null,
    ],
    [
      'OVERWRITE warehouse: replaced',
      { identifier: 'WAREHOUSE', operation: 'OVERWRITE', value: 'w-porto' },
      shipment,
      { warehouseId: 'w-porto' },
    ],
    [
      'OVERWRITE with a deleted warehouse: nothing',
      { identifier: 'WAREHOUSE', operation: 'OVERWRITE', value: 'w-gone' },
      shipment,
      null,
    ],
    [
      'ASSIGN parcel, none: the saved parcel',
      { identifier: 'PARCEL', operation: 'ASSIGN', value: 'p-small' },
      { ...shipment, parcels: [] },
      { parcels: [{ name: 'Small', weight: 0.5, length: 10, width: 10, height: 10 }] },
    ],
    [
      'ASSIGN parcel, one given: kept',
      { identifier: 'PARCEL', operation: 'ASSIGN', value: 'p-small' },
      shipment,
      null,
    ],
    [
      'OVERWRITE parcel, two given: both take its measures',
      { identifier: 'PARCEL', operation: 'OVERWRITE', value: 'p-small' },
      { ...shipment, parcels: [box, box] },
      {
        parcels: [
          { name: 'Small', weight: 0.5, length: 10, width: 10, height: 10 },
          { name: 'Small', weight: 0.5, length: 10, width: 10, height: 10 },
        ],
      },
    ],
    [
      'ASSIGN value, none declared: in minor units',
      { identifier: 'CONTENT_VALUE', operation: 'ASSIGN', value: 19.99 },
      { ...shipment, contentValue: null },
      { contentValue: 1999 },
    ],
    [
      'ASSIGN value, one declared: kept',
      { identifier: 'CONTENT_VALUE', operation: 'ASSIGN', value: 19.99 },
      shipment,
      null,
    ],
    [
      'OVERWRITE value: replaced',
      { identifier: 'CONTENT_VALUE', operation: 'OVERWRITE', value: 19.99 },
      shipment,
      { contentValue: 1999 },
    ],
  ])('%s', (_, action, input, changed) => {
    const outcome = runShippingRules({ rules: [ruleOf(always, [action])], lookups, shipment: input });
    expect(outcome.shipment).toEqual({ ...input, ...changed });
    expect(outcome.applied).toEqual(
      changed
        ? [
            {
              ruleId: 'r1',
              alias: 'Rule',
              changes: [{ identifier: action.identifier, operation: action.operation, value: action.value }],
            },
          ]
        : [],
    );
  });
});

describe('rules in priority order (order is priority)', () => {
  const always = [{ identifier: 'ALL_SHIPMENTS', operation: 'ALWAYS' }];
  const express = ruleOf(always, [assignService], { id: 'r-express', alias: 'Express' });
  const eco = ruleOf(always, [{ ...assignService, value: 'svc-eco' }], { id: 'r-eco', alias: 'Eco' });

  it('the first rule to ASSIGN a field wins; a later ASSIGN leaves it', () => {
    expect(serviceAfter([express, eco])).toBe('svc-express');
    expect(serviceAfter([eco, express])).toBe('svc-eco');
  });

  it('a later OVERWRITE replaces what an earlier rule set, and both are recorded', () => {
    const overwrite = { ...eco, actions: [{ ...assignService, value: 'svc-eco', operation: 'OVERWRITE' }] };
    const outcome = runShippingRules({ rules: [express, overwrite], lookups, shipment });
    expect(outcome.shipment.serviceId).toBe('svc-eco');
    expect(outcome.applied.map((rule) => rule.alias)).toEqual(['Express', 'Eco']);
  });

  it('a rule sees what the rules before it changed', () => {
    const light = ruleOf(
      [{ identifier: 'TOTAL_WEIGHT', operation: 'LESS_THAN', value: 1 }],
      [assignService],
      { id: 'r-light' },
    );
    const small = ruleOf(always, [{ identifier: 'PARCEL', operation: 'OVERWRITE', value: 'p-small' }], {
      id: 'r-small',
    });
    expect(serviceAfter([light, small])).toBeNull();
    expect(serviceAfter([small, light])).toBe('svc-express');
  });

  it('a disabled rule does not run', () => {
    expect(serviceAfter([{ ...express, enabled: false }])).toBeNull();
  });

  it('a rule without conditions or without actions does nothing', () => {
    expect(serviceAfter([ruleOf([], [assignService]), ruleOf(always, [])])).toBeNull();
  });
});
