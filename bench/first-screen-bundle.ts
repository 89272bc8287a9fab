// What the browser must download before the first screen (the signed-in shell plus the shipments list) can
// show, measured from the built web app (`npm run build` first): the entry's static imports, the private
// layout's chunk and the list route's chunk with their static imports, and every stylesheet of those chunks,
// each gzipped as the server sends it. Lazy chunks (panels, other routes, other languages) do not count.
// Target: ≤ 170 KB gzip.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const targetKb = 170;

/** The chunks the first screen loads: the HTML entry, the signed-in layout and the inbox route. */
const FIRST_SCREEN_SOURCES = [
  'index.html',
  'src/app/shell/private-layout.tsx',
  process.env.FIRST_SCREEN_LIST_SOURCE ?? 'src/features/shipments/routes/inbox-page.tsx',
];

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; src?: string };
type Manifest = Record<string, ManifestEntry>;

const readManifest = (): Manifest => {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error('no build manifest in apps/web/dist/.vite: run `npm run build` first');
  }
};

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

/** Files reached from the given manifest keys through static imports, with their stylesheets. */
export const staticClosure = (manifest: Manifest, keys: readonly string[]) => {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`the build has no chunk for ${key}`);
    seen.add(key);
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
};

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

const sumKb = (files: readonly string[]) => kb(files.reduce((sum, file) => sum + gzipBytes(file), 0));

export const measureFirstScreenBundle = () => {
  const manifest = readManifest();
  const files = staticClosure(manifest, FIRST_SCREEN_SOURCES).map((file) => ({
    file,
    gzipKb: kb(gzipBytes(file)),
  }));
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  const byKind = (ext: string) => files.filter((entry) => entry.file.endsWith(ext));
  const total = (entries: readonly { gzipKb: number }[]) =>
    Number(entries.reduce((sum, entry) => sum + entry.gzipKb, 0).toFixed(1));
  const everyAsset = Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]);
  return {
    gzipKb: total(files),
    jsGzipKb: total(byKind('.js')),
    cssGzipKb: total(byKind('.css')),
    wholeAppGzipKb: sumKb([...new Set(everyAsset)]),
    files,
  };
};

export const run = async () => {
  const measured = measureFirstScreenBundle();
  const result = {
    benchmark: 'first-screen-bundle',
    measuredAt: new Date().toISOString(),
    target: { gzipKb: targetKb },
    isTargetMet: measured.gzipKb <= targetKb,
    sources: FIRST_SCREEN_SOURCES,
    ...measured,
  };
  console.log(
    `first screen: ${measured.gzipKb} KB gzip (JS ${measured.jsGzipKb}, CSS ${measured.cssGzipKb}) in ${measured.files.length} files; target ≤ ${targetKb} KB; whole app ${measured.wholeAppGzipKb} KB`,
  );
  for (const entry of measured.files.slice(0, 12))
    console.log(`  ${entry.gzipKb.toFixed(1).padStart(6)} KB  ${entry.file}`);
  writeFileSync(join(root, 'bench/results/first-screen-bundle.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
};
