// Shipping rules engine (target: 100 rules × 10 000 shipments ≤ 250 ms): a client's full list of rules
// (every input type, ASSIGN and OVERWRITE, some disabled) compiled once and run on 10 000 shipments, as
// an import of 10 000 rows does, against a floor measured in the same run: the same loops over the
// same shipments and rules reading one field per rule and changing nothing. Five runs after a warm-up;
// the median counts.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import {
  compileShippingRules,
  type RuleShipment,
  type RunnableRule,
} from '@shipdeck/domain/shipping-rules/rules/run-shipping-rules';

const RULES = 100;
const SHIPMENTS = 10_000;
const RUNS = 5;
const TARGET_MS = 250;

/** A small deterministic generator, so every run measures the same rules and shipments. */
const random = (() => {
  let state = 0x2545f491;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
})();
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const PLACES: [string, string][] = [
  ['ES', '28013'],
  ['ES', '35001'],
  ['ES', '07001'],
  ['FR', '75001'],
  ['DE', '10115'],
  ['IT', '00184'],
  ['PT', '1000-001'],
  ['PT', '9000-001'],
  ['NL', '1011 AB'],
  ['BE', '1000'],
];
const ZONES = ['ES', 'ES-CN', 'ES-IB', 'FR', 'DE', 'IT', 'PT', 'PT-30', 'NL', 'BE'];
const SOURCES = ['CSV', 'API', 'AMZ', 'SHO', 'WOO', 'ETS'];
const WAREHOUSES = ['w-1', 'w-2', 'w-3'];
const SERVICES = Array.from({ length: 20 }, (_, index) => `svc-${index}`);

const condition = () => {
  const roll = random();
  if (roll < 0.3)
    return {
      identifier: 'TOTAL_WEIGHT',
      operation: pick(['GREATER_THAN', 'LESS_THAN']),
      value: Math.round(random() * 300) / 10,
    };
  if (roll < 0.5)
    return { identifier: 'DESTINATION', operation: pick(['EQUALS', 'NOT_EQUALS']), value: pick(ZONES) };
  if (roll < 0.65)
    return { identifier: 'SOURCE', operation: pick(['EQUALS', 'NOT_EQUALS']), value: pick(SOURCES) };
  if (roll < 0.75)
    return {
      identifier: 'CONTENT_VALUE',
      operation: pick(['GREATER_THAN', 'LESS_THAN']),
      value: Math.round(random() * 20000) / 100,
    };
  if (roll < 0.85) return { identifier: 'PARCEL_COUNT', operation: 'GREATER_THAN', value: pick([0, 1, 2]) };
  if (roll < 0.92) return { identifier: 'WAREHOUSE', operation: 'EQUALS', value: pick(WAREHOUSES) };
  return { identifier: 'ALL_SHIPMENTS', operation: 'ALWAYS' };
};
const action = () => {
  const operation = pick(['ASSIGN', 'OVERWRITE']);
  const roll = random();
  if (roll < 0.4) return { identifier: 'SERVICE', operation, value: pick(SERVICES) };
  if (roll < 0.6) return { identifier: 'WAREHOUSE', operation, value: pick(WAREHOUSES) };
  if (roll < 0.8) return { identifier: 'PARCEL', operation, value: pick(['p-1', 'p-2']) };
  return { identifier: 'CONTENT_VALUE', operation, value: Math.round(random() * 10000) / 100 };
};

const rules: RunnableRule[] = Array.from({ length: RULES }, (_, index) => ({
  id: `rule-${index}`,
  alias: `Rule ${index}`,
  enabled: random() > 0.1,
  conditions: Array.from({ length: 1 + Math.floor(random() * 3) }, condition),
  actions: Array.from({ length: 1 + Math.floor(random() * 2) }, action),
}));
const lookups = {
  parcels: new Map([
    ['p-1', { name: 'Small', weight: 0.5, length: 20, width: 15, height: 10 }],
    ['p-2', { name: 'Large', weight: 5, length: 60, width: 40, height: 40 }],
  ]),
  warehouseIds: new Set(WAREHOUSES),
};
const shipments: RuleShipment[] = Array.from({ length: SHIPMENTS }, () => {
  const [alpha2Code, zipCode] = pick(PLACES);
  return {
    source: pick(SOURCES),
    to: { alpha2Code, zipCode },
    parcels: Array.from({ length: 1 + Math.floor(random() * random() * 3) }, () => ({
      weight: Math.round(random() * 20000) / 1000 + 0.1,
      length: 30,
      width: 20,
      height: 10,
    })),
    contentValue: random() < 0.7 ? Math.round(random() * 20000) : null,
    serviceId: random() < 0.2 ? pick(SERVICES) : null,
    warehouseId: random() < 0.8 ? pick(WAREHOUSES) : null,
  };
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value * 1000) / 1000;

const engineRun = () => {
  const started = performance.now();
  const run = compileShippingRules(rules, lookups);
  let changes = 0;
  for (const shipment of shipments) changes += run(shipment).applied.length;
  return { ms: performance.now() - started, changes };
};

// The floor: the same two loops, one field read and compared per rule and shipment, nothing changed.
const floorRun = () => {
  const started = performance.now();
  let matches = 0;
  for (const shipment of shipments) {
    for (const rule of rules) if (rule.enabled && shipment.source === rule.conditions[0]?.value) matches += 1;
  }
  return { ms: performance.now() - started, changes: matches };
};

export async function run() {
  engineRun();
  floorRun();
  const engine: number[] = [];
  const floor: number[] = [];
  let appliedRules = 0;
  for (let index = 0; index < RUNS; index++) {
    const measured = engineRun();
    engine.push(measured.ms);
    appliedRules = measured.changes;
    floor.push(floorRun().ms);
  }
  const result = {
    benchmark: 'shipping-rules',
    measuredAt: new Date().toISOString(),
    rules: RULES,
    enabledRules: rules.filter((rule) => rule.enabled).length,
    shipments: SHIPMENTS,
    appliedRulesPerRun: appliedRules,
    engineMs: { median: round(median(engine)), runs: engine.map(round) },
    floorMs: { median: round(median(floor)), runs: floor.map(round) },
    targetMs: TARGET_MS,
    meetsTarget: median(engine) <= TARGET_MS,
    machine: {
      cores: availableParallelism(),
      loadAverage1m: round(loadavg()[0] ?? 0),
      node: process.version,
    },
  };
  console.log(
    `shipping rules: ${RULES} rules × ${SHIPMENTS} shipments in ${result.engineMs.median} ms (median of ${RUNS}; ` +
      `floor ${result.floorMs.median} ms; target ≤ ${TARGET_MS} ms) — ${appliedRules} rule applications ` +
      `(load average ${result.machine.loadAverage1m} on ${result.machine.cores} cores)`,
  );
  writeFileSync(
    new URL('./results/shipping-rules.json', import.meta.url),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  return result;
}
