import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * Text the database cannot store as written: a NUL character (PostgreSQL refuses it in text) and a
 * lone UTF-16 surrogate (it would be stored as a replacement character, silently changing the text).
 */
const MALFORMED_CHARACTER = /[\0\p{Cs}]/u;

export const isMalformedText = (text: string) => MALFORMED_CHARACTER.test(text);

export const malformedText = (field: string) =>
  new AppError({
    code: 'InvalidFormatField',
    status: 400,
    messageKey: 'form.error.invalid-characters',
    field,
  });

/** Bytes that are not UTF-8 end the decoding instead of becoming replacement characters. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A body's bytes as text, or null when they are not UTF-8. */
export const decodeUtf8 = (bytes: Buffer): string | null => {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
};

/**
 * The dotted path (`to.firstName`, `references.1`) of the first malformed string or key in parsed
 * JSON; '' for the root; null when every string is well formed. Iterative, so a deep body cannot
 * blow the stack.
 */
export const findMalformedText = (value: unknown): string | null => {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (isMalformedText(node)) return path;
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (isMalformedText(key)) return path;
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
};

/** A percent-encoded URL part as text, or null when it decodes to bytes that are not UTF-8 or to bad text. */
const decodeUrlPart = (encoded: string, options: { plusIsSpace: boolean }): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(options.plusIsSpace ? encoded.replaceAll('+', ' ') : encoded);
  } catch {
    // A broken escape or an escaped byte sequence that is not UTF-8 (encoded surrogates included).
    return null;
  }
  return isMalformedText(decoded) ? null : decoded;
};

/** The query parameter a malformed byte came in ('query' when it is in a name); null when all are fine. */
const findMalformedQuery = (query: string): string | null => {
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    const rawName = separator === -1 ? pair : pair.slice(0, separator);
    const name = decodeUrlPart(rawName, { plusIsSpace: true });
    if (name === null) return 'query';
    if (separator !== -1 && decodeUrlPart(pair.slice(separator + 1), { plusIsSpace: true }) === null)
      return name;
  }
  return null;
};

/**
 * Refuses a URL whose path or query carries a NUL byte, a lone surrogate or bytes that are not
 * UTF-8, for every route (the API, static files, client routes and unknown paths alike), before
 * any handler or file look-up sees it. JSON bodies get the same check in their parser.
 */
export const wellFormedUrlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (decodeUrlPart(path, { plusIsSpace: false }) === null) throw malformedText('path');
    if (queryStart === -1) return;
    const field = findMalformedQuery(url.slice(queryStart + 1));
    if (field !== null) throw malformedText(field);
  });
});
