import { postalZoneOf } from '../../geo/postal-zones.ts';
import type { AppliedShippingRule, RuleAction, RuleCondition } from '../shipping-rule.schema.ts';
import {
  ActionIdentifier,
  ActionOperation,
  ConditionIdentifier,
  ConditionOperator,
} from '../shipping-rule-definitions.ts';

/** A parcel of a shipment: weight in kilograms (up to 3 decimals), sides in whole centimetres. */
export type RuleParcel = { weight: number; length: number; width: number; height: number; name?: string };

/** What rules read and change of a shipment being created. */
export type RuleShipment = {
  source: string;
  to: { alpha2Code?: string; zipCode?: string };
  parcels: readonly RuleParcel[];
  /** Declared value in minor units; null when none is declared. */
  contentValue: number | null;
  serviceId: string | null;
  warehouseId: string | null;
};

/** A rule as the engine needs it, the list in priority order (the first runs first). */
export type RunnableRule = {
  id: string;
  alias: string;
  enabled: boolean;
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
};

/** What actions name by id: the client's saved parcels (their measures) and warehouses. */
export type RuleLookups = {
  parcels: ReadonlyMap<string, RuleParcel>;
  warehouseIds: ReadonlySet<string>;
};

export type RuleOutcome = { shipment: RuleShipment; applied: AppliedShippingRule[] };

type Facts = { grams: number; parcelCount: number; zone: string | null };
type Test = (shipment: RuleShipment, facts: Facts) => boolean;

const toMinor = (value: number) => Math.round(value * 100);
const toGrams = (value: number) => Math.round(value * 1000);

const gramsOf = (parcels: readonly RuleParcel[]) => {
  let grams = 0;
  for (const parcel of parcels) grams += toGrams(parcel.weight);
  return grams;
};

const factsOf = (shipment: RuleShipment): Facts => {
  const { alpha2Code, zipCode } = shipment.to;
  return {
    grams: gramsOf(shipment.parcels),
    parcelCount: shipment.parcels.length,
    zone: alpha2Code ? postalZoneOf(alpha2Code, zipCode ?? '') : null,
  };
};

const compare = (operation: string, actual: number | null, expected: number) => {
  if (actual === null) return false;
  if (operation === ConditionOperator.GreaterThan) return actual > expected;
  if (operation === ConditionOperator.LessThan) return actual < expected;
  return operation === ConditionOperator.Equals && actual === expected;
};

const match = (operation: string, actual: string | null, expected: unknown) => {
  // A shipment that does not have the field yet matches neither "is" nor "is not".
  if (actual === null) return false;
  if (operation === ConditionOperator.Equals) return actual === expected;
  return operation === ConditionOperator.NotEquals && actual !== expected;
};

const NEVER: Test = () => false;

/** A condition as a test, built once per rule list rather than once per shipment. */
const testOf = ({ identifier, operation, value }: RuleCondition): Test => {
  const number = typeof value === 'number' ? value : Number.NaN;
  switch (identifier) {
    case ConditionIdentifier.TotalWeight: {
      const grams = toGrams(number);
      return (_, facts) => facts.parcelCount > 0 && compare(operation, facts.grams, grams);
    }
    case ConditionIdentifier.ParcelCount:
      return (_, facts) => compare(operation, facts.parcelCount, number);
    case ConditionIdentifier.ContentValue: {
      const minor = toMinor(number);
      return (shipment) => compare(operation, shipment.contentValue, minor);
    }
    case ConditionIdentifier.Destination:
      return (_, facts) => match(operation, facts.zone, value);
    case ConditionIdentifier.Source:
      return (shipment) => match(operation, shipment.source, value);
    case ConditionIdentifier.Warehouse:
      return (shipment) => match(operation, shipment.warehouseId, value);
    case ConditionIdentifier.Service:
      return (shipment) => match(operation, shipment.serviceId, value);
    case ConditionIdentifier.AllShipments:
      return () => operation === ConditionOperator.Always;
    default:
      // A condition this version does not know (configuration changed) never matches.
      return NEVER;
  }
};

type Working = { -readonly [K in keyof RuleShipment]: RuleShipment[K] };
/** Changes the working copy of the shipment and answers the value it set, or null when it changes nothing. */
type Effect = (shipment: Working) => string | number | null;
const NOTHING: Effect = () => null;

/**
 * An action as a change of the shipment's working copy: null when it changes nothing (ASSIGN on a field
 * already set, the same value, or a parcel or warehouse that no longer exists).
 */
const effectOf = ({ identifier, operation, value }: RuleAction, lookups: RuleLookups): Effect => {
  const isOverwrite = operation === ActionOperation.Overwrite;
  switch (identifier) {
    case ActionIdentifier.Service:
      if (typeof value !== 'string') return NOTHING;
      return (shipment) => {
        if ((!isOverwrite && shipment.serviceId !== null) || shipment.serviceId === value) return null;
        shipment.serviceId = value;
        return value;
      };
    case ActionIdentifier.Warehouse:
      if (typeof value !== 'string' || !lookups.warehouseIds.has(value)) return NOTHING;
      return (shipment) => {
        if ((!isOverwrite && shipment.warehouseId !== null) || shipment.warehouseId === value) return null;
        shipment.warehouseId = value;
        return value;
      };
    case ActionIdentifier.Parcel: {
      const saved = typeof value === 'string' ? lookups.parcels.get(value) : undefined;
      if (!saved || typeof value !== 'string') return NOTHING;
      const { weight, length, width, height, name } = saved;
      const measures = { weight, length, width, height, ...(name ? { name } : {}) };
      return (shipment) => {
        if (!isOverwrite && shipment.parcels.length > 0) return null;
        // Every parcel of the shipment takes the saved parcel's measures; none becomes one.
        shipment.parcels = Array.from({ length: Math.max(1, shipment.parcels.length) }, () => measures);
        return value;
      };
    }
    case ActionIdentifier.ContentValue: {
      if (typeof value !== 'number') return NOTHING;
      const minor = toMinor(value);
      return (shipment) => {
        if ((!isOverwrite && shipment.contentValue !== null) || shipment.contentValue === minor) return null;
        shipment.contentValue = minor;
        return value;
      };
    }
    default:
      return NOTHING;
  }
};

/**
 * The shipping rules as one function, compiled once for a client's list and
 * then run on each shipment it creates: enabled rules run in priority order; a rule applies when all
 * its conditions hold on the shipment as the rules before it left it; its actions then ASSIGN (only an
 * empty field) or OVERWRITE (any field). The outcome names each rule that changed something and what.
 * A condition on a field the shipment lacks (no destination, no declared value, no parcels for a
 * weight) does not hold.
 */
export const compileShippingRules = (
  rules: readonly RunnableRule[],
  lookups: RuleLookups,
): ((shipment: RuleShipment) => RuleOutcome) => {
  const compiled = rules
    .filter((rule) => rule.enabled && rule.conditions.length > 0 && rule.actions.length > 0)
    .map((rule) => ({
      rule,
      tests: rule.conditions.map(testOf),
      effects: rule.actions.map((action) => ({ action, effect: effectOf(action, lookups) })),
    }));
  return (input) => {
    // One copy per shipment, changed in place by the actions: the caller's shipment stays as it was.
    const shipment: Working = { ...input };
    let facts = factsOf(shipment);
    const applied: AppliedShippingRule[] = [];
    for (const { rule, tests, effects } of compiled) {
      let holds = true;
      for (const test of tests) {
        if (!test(shipment, facts)) {
          holds = false;
          break;
        }
      }
      if (!holds) continue;
      const changes: AppliedShippingRule['changes'] = [];
      for (const { action, effect } of effects) {
        const value = effect(shipment);
        if (value === null) continue;
        changes.push({ identifier: action.identifier, operation: action.operation, value });
        // Rules never change the destination: only the parcels' facts are counted again.
        if (action.identifier === ActionIdentifier.Parcel) {
          facts = { ...facts, grams: gramsOf(shipment.parcels), parcelCount: shipment.parcels.length };
        }
      }
      if (changes.length > 0) applied.push({ ruleId: rule.id, alias: rule.alias, changes });
    }
    return { shipment, applied };
  };
};

/** One shipment through a rule list (tests and single creations; many shipments: compile once). */
export const runShippingRules = (options: {
  rules: readonly RunnableRule[];
  lookups: RuleLookups;
  shipment: RuleShipment;
}): RuleOutcome => compileShippingRules(options.rules, options.lookups)(options.shipment);
