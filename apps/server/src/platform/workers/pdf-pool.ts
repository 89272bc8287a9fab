import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PdfTask } from '../../pdf-worker.ts';

// Built, this code sits in dist/server.js beside dist/pdf-worker.js; from the sources (tests, benches) the
// worker is the TypeScript entry, loaded through tsx.
const isBuilt = !import.meta.url.endsWith('.ts');
const workerFile = fileURLToPath(
  isBuilt ? new URL('./pdf-worker.js', import.meta.url) : new URL('../../pdf-worker.ts', import.meta.url),
);

/** A thread idle this long is stopped, so a server that drew one batch does not keep its memory. */
const IDLE_TIMEOUT_MS = 30_000;

let pool: Piscina<PdfTask, Uint8Array> | undefined;

/**
 * Sets how many worker threads draw PDFs. 0 (the default until the server configures it) draws them on
 * the calling thread, as the tests do; the PDF libraries are then loaded on the first document, not at
 * start-up.
 */
export const configurePdfWorkers = async ({ threads }: { threads: number }) => {
  await closePdfWorkers();
  if (threads === 0) return;
  if (!existsSync(workerFile)) throw new Error(`The PDF worker is missing: ${workerFile}`);
  pool = new Piscina({
    filename: workerFile,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    execArgv: isBuilt ? [] : ['--import', 'tsx'],
  });
};

export const closePdfWorkers = async () => {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
};

// An error crosses from a thread without its class; the one the API names (no labels) is raised here.
const isRefusedAnyway = (task: PdfTask) => task.kind === 'labels' && task.input.labels.length === 0;

/** Draws a PDF on a worker thread when there are any, else here. */
export const renderPdf = async (task: PdfTask): Promise<Uint8Array> => {
  if (pool && !isRefusedAnyway(task)) return pool.run(task);
  const worker = await import('../../pdf-worker.ts');
  return worker.renderPdf(task);
};
