#!/usr/bin/env node
// Builds the server into plain JavaScript: one ES module per entry point under dist/ (with source maps),
// run by node with no TypeScript loader. Our own code and the domain package are bundled; every other
// package stays a normal import from node_modules (native modules, WASM files and fonts load as they
// ship). The SQL migrations are copied beside the bundle, where the migrator looks for them.
import { cpSync, rmSync } from 'node:fs';
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

export const buildServer = async ({ outdir = `${serverRoot}dist` } = {}) => {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints: serverEntryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  cpSync(`${serverRoot}src/platform/db/migrations`, `${outdir}/migrations`, { recursive: true });
  return outdir;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const outdir = await buildServer({ outdir: process.argv[2] });
  console.log(`Server built into ${outdir} in ${Math.round(performance.now() - started)} ms`);
}
