#!/usr/bin/env node
// Checks the import rules of every workspace that has them: each `<workspace>/.dependency-cruiser.cjs`
// (apps/server, packages/domain, …) is run over that workspace's src/ from the repository root, one
// dependency-cruiser run per config. Fails if any run finds a violation.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const CONFIG = '.dependency-cruiser.cjs';

const workspaces = ['apps', 'packages'].flatMap((parent) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, CONFIG)))
    .map((entry) => `${parent}/${entry.name}`),
);

// The web app's TSX is read with TypeScript 5's compiler API (scripts/depcruise/typescript-5.mjs).
const withTypeScript5 = [process.env.NODE_OPTIONS, '--import=./scripts/depcruise/typescript-5.mjs']
  .filter(Boolean)
  .join(' ');

let failed = 0;
for (const workspace of workspaces) {
  console.log(`dependency rules of ${workspace}`);
  const result = spawnSync(
    'npx',
    ['depcruise', '--config', `${workspace}/${CONFIG}`, '--output-type', 'err', `${workspace}/src`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: withTypeScript5 } },
  );
  if (result.status !== 0) failed += 1;
}
if (workspaces.length === 0) {
  console.error(`no ${CONFIG} found under apps/ or packages/`);
  failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
