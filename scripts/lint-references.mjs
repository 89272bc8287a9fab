#!/usr/bin/env node
// The repository explains itself: a comment, test name or document states the rule it relies on, never
// a section of a document kept elsewhere ("spec 3 §5"), which a reader of the repository does not have.
// Fails listing each such reference in tracked source and documentation files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const OUTSIDE_REFERENCE = /\b[Ss]pec [0-9]\b|§ ?[0-9]|SPEC-DECISIONS/;
// RFCs and standards are public and cited by their own numbering.
const PUBLIC_STANDARD = /\bRFC [0-9]+ §/;

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.sql', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

const findings = [];
for (const file of files) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (
      OUTSIDE_REFERENCE.test(line) &&
      !PUBLIC_STANDARD.test(line) &&
      file !== 'scripts/lint-references.mjs'
    ) {
      findings.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
    }
  });
}
if (findings.length > 0) {
  console.error(
    `${findings.length} reference(s) to a document outside the repository; state the rule instead:`,
  );
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(`✔ no references to documents outside the repository (${files.length} files read)`);
