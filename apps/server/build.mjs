#!/usr/bin/env node
// Builds the server into plain JavaScript: one ES module per entry point under dist/ (with source maps),
// run by node with no TypeScript loader. Our own code and the domain package are bundled; every other
// package stays a normal import from node_modules (native modules, WASM files and fonts load as they
// ship). The SQL migrations are copied beside the bundle, where the migrator looks for them, and the
// migrated template a new embedded database starts from is written beside it too.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));

/** Bare imports (packages) stay external, except our workspace packages and JSON data, which are inlined. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@shipdeck/') || path.endsWith('.json') ? undefined : { external: true },
    );
  },
};

/** Entry points: the server, and the worker that renders PDFs off the event loop. */
export const serverEntryPoints = { server: 'src/server.ts', 'pdf-worker': 'src/pdf-worker.ts' };

const bundleOptions = {
  absWorkingDir: serverRoot,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [externalPackages],
  logLevel: 'warning',
};

/** The file a new embedded database is loaded from, beside the bundle (see startFromTemplate). */
const EMBEDDED_TEMPLATE_FILE = 'embedded-template.tar.gz';

/**
 * Writes the migrated template with a bundle of its own, kept out of the server's shared chunks: the
 * migrator finds its SQL files beside the file it is bundled into.
 */
const writeEmbeddedTemplate = async (outdir) => {
  await build({
    ...bundleOptions,
    entryPoints: { 'embedded-template': 'src/scripts/embedded-template.ts' },
    outdir: `${outdir}/tools`,
  });
  cpSync(`${serverRoot}src/platform/db/migrations`, `${outdir}/tools/migrations`, { recursive: true });
  const result = spawnSync(
    process.execPath,
    [`${outdir}/tools/embedded-template.js`, `${outdir}/${EMBEDDED_TEMPLATE_FILE}`],
    { stdio: 'inherit' },
  );
  rmSync(`${outdir}/tools`, { recursive: true, force: true });
  // The server runs without it (a new embedded database is then made by PGlite itself, a few seconds
  // slower), so a start is not refused for it; its own test catches a template that cannot be written.
  if (result.status !== 0)
    console.warn(
      'The embedded database template was not written: a first start will take a few seconds more.',
    );
};

export const buildServer = async ({ outdir = `${serverRoot}dist`, embeddedTemplate = true } = {}) => {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...bundleOptions,
    entryPoints: serverEntryPoints,
    outdir,
    splitting: true,
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  cpSync(`${serverRoot}src/platform/db/migrations`, `${outdir}/migrations`, { recursive: true });
  if (embeddedTemplate) await writeEmbeddedTemplate(outdir);
  return outdir;
};

// `node build.mjs [outdir] [--without-embedded-template]`: tests that start the built server on empty
// data folders skip the template (a few seconds each) and let the embedded database initialise itself.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const [named] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const outdir = named && resolve(named);
  const embeddedTemplate = !process.argv.includes('--without-embedded-template');
  await buildServer({ outdir, embeddedTemplate });
  console.log(
    `Server built into ${outdir ?? `${serverRoot}dist`} in ${Math.round(performance.now() - started)} ms`,
  );
}
