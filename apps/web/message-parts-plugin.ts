import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { type MessagePart, pickMessagePart } from './src/shared/i18n/message-parts.ts';

const PART_QUERY = /^(.+\.json)\?part=(first-screen|later)$/;
const VIRTUAL_PREFIX = '\0message-part:';

/**
 * `locales/<language>.json?part=first-screen|later`: one part of a catalogue as its own module, so the
 * first screen downloads only the texts it shows (see src/shared/i18n/message-parts.ts).
 */
export const messageParts = (): Plugin => ({
  name: 'shipdeck:message-parts',
  enforce: 'pre',
  async resolveId(source, importer) {
    const match = PART_QUERY.exec(source);
    if (!match) return null;
    const resolved = await this.resolve(match[1]!, importer, { skipSelf: true });
    // Ends in .js, not .json: the built-in JSON plugin would read the module again as JSON.
    return resolved ? `${VIRTUAL_PREFIX}${match[2]}:${resolved.id}.js` : null;
  },
  load(id) {
    if (!id.startsWith(VIRTUAL_PREFIX)) return null;
    const rest = id.slice(VIRTUAL_PREFIX.length);
    const separator = rest.indexOf(':');
    const part = rest.slice(0, separator) as MessagePart;
    const file = rest.slice(separator + 1, -'.js'.length);
    this.addWatchFile(file);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(pickMessagePart(messages, part)))});`;
  },
});
