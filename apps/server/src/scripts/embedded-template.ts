// Run by the server build (build.mjs) from dist/: writes the migrated template a new embedded database
// starts from (`startFromTemplate`) to the file named on the command line.
import { writeEmbeddedTemplate } from '../platform/db/embedded-backup.ts';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: embedded-template <file>');
  process.exit(2);
}
await writeEmbeddedTemplate(file);
