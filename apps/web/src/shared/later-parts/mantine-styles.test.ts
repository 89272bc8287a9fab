import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const mantineRoot = dirname(require.resolve('@mantine/core/styles.css'));
const here = dirname(fileURLToPath(import.meta.url));

const importedSheets = (file: string) =>
  [...readFileSync(join(here, file), 'utf8').matchAll(/^import '@mantine\/core\/styles\/(.+\.css)';$/gm)].map(
    (match) => match[1]!,
  );

describe("Mantine's stylesheet in two parts", () => {
  it('loads every component stylesheet once, in the order of the whole stylesheet', () => {
    const whole = readFileSync(join(mantineRoot, 'styles.css'), 'utf8');
    const sheets = readdirSync(join(mantineRoot, 'styles')).filter(
      (file) => file.endsWith('.css') && !file.endsWith('.layer.css'),
    );
    const positionOf = (sheet: string) =>
      whole.indexOf(
        readFileSync(join(mantineRoot, 'styles', sheet), 'utf8')
          .trim()
          .slice(0, 200),
      );
    const firstScreen = importedSheets('mantine-first-screen-styles.ts');
    const later = importedSheets('mantine-later-styles.ts');

    expect([...firstScreen, ...later].sort()).toEqual([...sheets].sort());
    for (const part of [firstScreen, later]) {
      const positions = part.map(positionOf);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    // The first screen's part starts with what every component builds on.
    expect(firstScreen.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
  });
});
