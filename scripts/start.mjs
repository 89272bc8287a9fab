#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server in this process
// group (PGlite under ./data unless DATABASE_URL is set). Honours PORT.
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

const builtIndex = `${root}apps/web/dist/index.html`;
const isBuildStale = () =>
  !existsSync(builtIndex) ||
  Math.max(newestMtime(`${root}apps/web/src`), newestMtime(`${root}packages/domain/src`)) >
    statSync(builtIndex).mtimeMs;

if (isBuildStale() || process.env.REBUILD === 'true') {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { LOG_LEVEL: 'warn', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
