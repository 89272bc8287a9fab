import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/errors/app-error.ts';
import { decodeUtf8, findMalformedText, malformedText } from './well-formed-text.ts';

export const MAX_JSON_DEPTH = 32;

const depthOf = (value: unknown): number => {
  // Iterative, so a hostile body cannot blow the stack while being measured.
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > max) max = depth;
    if (max > MAX_JSON_DEPTH) return max;
    if (node && typeof node === 'object') {
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
    }
  }
  return max;
};

/**
 * JSON bodies: prototype-poisoning safe, depth-limited, empty body allowed, and refused with the
 * field's path when a string or key holds text the database cannot keep as written.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === null) return done(malformedText('body'));
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value));
    } catch {
      return done(new AppError({ code: 'InvalidPayload', status: 400, messageKey: 'error.invalid-json' }));
    }
    if (depthOf(parsed) > MAX_JSON_DEPTH) {
      return done(new AppError({ code: 'InvalidPayload', status: 400, messageKey: 'error.json-too-deep' }));
    }
    const malformedAt = findMalformedText(parsed);
    if (malformedAt !== null) return done(malformedText(malformedAt || 'body'));
    done(null, parsed);
  });
});
