import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The import rules `npm run lint:deps` checks, run over a small tree laid out like the repository:
// each rule must report the import that breaks it, and leave alone the ones it allows.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const depcruise = join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const fixture = mkdtempSync(join(tmpdir(), 'dependency-rules-'));

const write = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
};

type Violation = { rule: { name: string }; from: string; to: string };

const violationsOf = (config: string, directory: string): Violation[] => {
  const run = spawnSync(
    process.execPath,
    [depcruise, '--config', join(repoRoot, config), '--output-type', 'json', directory],
    { cwd: fixture, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser did not answer: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
};

const server = 'apps/server/src';
write({
  // Allowed: a module's own files, another module's door, app.ts using a door.
  [`${server}/modules/shipments/shipments.repository.ts`]: 'export const rows = 1;\n',
  [`${server}/modules/shipments/index.ts`]: "export { rows } from './shipments.repository.ts';\n",
  [`${server}/modules/pricing/index.ts`]: "export { rows } from '../shipments/index.ts';\n",
  [`${server}/app.ts`]: "export { rows } from './modules/pricing/index.ts';\n",
  // Not allowed.
  [`${server}/modules/orders/create-order.ts`]:
    "export { rows } from '../shipments/shipments.repository.ts';\n",
  [`${server}/modules/orders/index.ts`]: "export { rows } from './create-order.ts';\n",
  [`${server}/modules/customs/index.ts`]: "export { rows } from '../labels/index.ts';\n",
  [`${server}/modules/labels/index.ts`]: "export { rows } from '../customs/index.ts';\n",
  [`${server}/platform/jobs/queue.ts`]: "export { rows } from '../../modules/shipments/index.ts';\n",
  [`${server}/plugins/app/auth.ts`]: "export { rows } from '../../modules/shipments/index.ts';\n",
  [`${server}/server.ts`]: "export { rows } from './modules/orders/create-order.ts';\n",
  'packages/domain/src/rules/rule.ts': "export { rows } from '../../../../apps/server/src/app.ts';\n",
});

describe('the import rules', () => {
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const violations = violationsOf('apps/server/.dependency-cruiser.cjs', server);
  const broken = (rule: string) =>
    violations.filter((violation) => violation.rule.name === rule).map(({ from, to }) => `${from} → ${to}`);

  it("refuses a module importing another module's file other than its index.ts", () => {
    expect(broken('module-door')).toEqual([
      `${server}/modules/orders/create-order.ts → ${server}/modules/shipments/shipments.repository.ts`,
    ]);
  });

  it('refuses code outside the modules importing a module file other than its door', () => {
    expect(broken('door-from-outside-modules')).toEqual([
      `${server}/server.ts → ${server}/modules/orders/create-order.ts`,
    ]);
  });

  it('refuses a cycle between modules, even through their doors', () => {
    expect(broken('no-cycle-between-modules').sort()).toEqual([
      `${server}/modules/customs → ${server}/modules/labels`,
      `${server}/modules/labels → ${server}/modules/customs`,
    ]);
  });

  it('refuses platform/ or plugins/ importing a module', () => {
    expect(broken('platform-below-modules')).toEqual([
      `${server}/platform/jobs/queue.ts → ${server}/modules/shipments/index.ts`,
    ]);
    expect(broken('plugins-below-modules')).toEqual([
      `${server}/plugins/app/auth.ts → ${server}/modules/shipments/index.ts`,
    ]);
  });

  it('reports nothing else: a door, a module’s own files and app.ts using a door are allowed', () => {
    expect(violations).toHaveLength(6);
  });

  it('refuses the domain package importing an app', () => {
    expect(
      violationsOf('packages/domain/.dependency-cruiser.cjs', 'packages/domain/src').map(
        ({ rule, from, to }) => `${rule.name}: ${from} → ${to}`,
      ),
    ).toEqual([`domain-imports-no-app: packages/domain/src/rules/rule.ts → ${server}/app.ts`]);
  });
});
