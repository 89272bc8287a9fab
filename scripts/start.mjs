#!/usr/bin/env node
// `npm start`: builds the web app and the server (plain JavaScript, see apps/server/build.mjs) when a build is missing or
// older than its sources, then runs the built server with node in this process group (PGlite under ./data unless
// DATABASE_URL is set). Honours PORT; REBUILD=true rebuilds both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Newest modification time under a folder, so a build older than its sources is redone. */
const newestMtime = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

/** A build is stale when it is missing or older than any file under the folders it is made from. */
const isStale = (built, sources) =>
  process.env.REBUILD === 'true' ||
  !existsSync(built) ||
  Math.max(...sources.map((dir) => newestMtime(`${root}${dir}`))) > statSync(built).mtimeMs;

const runOrExit = (label, command, args) => {
  console.log(label);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (isStale(`${root}apps/web/dist/index.html`, ['apps/web/src', 'packages/domain/src'])) {
  runOrExit('Building the web app…', 'npm', ['run', 'build', '-w', 'apps/web']);
}
if (isStale(`${root}apps/server/dist/server.js`, ['apps/server/src', 'packages/domain/src'])) {
  runOrExit('Building the server…', process.execPath, ['apps/server/build.mjs']);
}

const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { LOG_LEVEL: 'warn', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
