// Merges translations into the nine locale files: `node scripts/add-locale-keys.mjs fragment.json`.
// The fragment is `{ "en-GB": { nested keys }, "es": { … }, … }`; existing keys are overwritten,
// key order is kept and new keys are appended where their parent is.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const localesDir = join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales');
const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
};

for (const [language, messages] of Object.entries(fragment)) {
  const file = join(localesDir, `${language}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(merge(current, messages), null, 2)}\n`);
}
