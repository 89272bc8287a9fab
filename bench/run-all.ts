// `npm run bench`: runs every benchmark file in this folder (each exports `run()`), or those named
// on the command line (`npm run bench -- labels`). Each prints its figures and writes bench/results/<name>.json.
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

const here = new URL('.', import.meta.url);
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && file !== 'run-all.ts' && !file.endsWith('.d.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(basename(file, '.ts')))
  .sort();

let failed = 0;
for (const file of files) {
  const module = (await import(new URL(file, here).href)) as { run?: () => Promise<unknown> };
  if (typeof module.run !== 'function') continue;
  console.log(`\n=== bench: ${basename(file, '.ts')} ===`);
  try {
    await module.run();
  } catch (error) {
    failed += 1;
    console.error(error);
  }
}
process.exit(failed > 0 ? 1 : 0);
