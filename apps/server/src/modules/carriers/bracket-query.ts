import { MAX_PARCELS_PER_SHIPMENT, ParcelMessage } from '@shipdeck/domain/parcels/parcel-rules';
import { AppError } from '../../platform/errors/app-error.ts';

/**
 * Turns `from[country]=ES&packages[0][weight]=2` into `{ from: { country: 'ES' }, packages: [{ weight: '2' }] }`
 * for this module's routes only (Fastify's default parser keeps keys flat). Array indexes are
 * bounded so a query cannot make the server build a huge array: a shipment holds at most 15
 * parcels, and an index beyond a small margin is refused before validation.
 */
const MAX_INDEX = MAX_PARCELS_PER_SHIPMENT * 4;
const MAX_DEPTH = 3;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const SEGMENT = /\[([^[\]]*)\]/g;

type Node = Record<string, unknown> | unknown[];

const tooMany = (field: string) =>
  new AppError({ code: 'MaxSizeExceededField', status: 400, messageKey: ParcelMessage.maxParcels, field });

export const parseBracketQuery = (flat: Record<string, unknown>): Record<string, unknown> => {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(flat)) {
    const head = rawKey.split('[', 1)[0]!;
    const rest = rawKey.slice(head.length);
    const path = [head, ...[...rest.matchAll(SEGMENT)].map((match) => match[1]!)];
    // Anything that is not a clean bracket path stays as it came (and fails validation if unexpected).
    if (
      rest.replace(SEGMENT, '') !== '' ||
      path.length > MAX_DEPTH + 1 ||
      path.some((part) => FORBIDDEN.has(part))
    ) {
      if (!FORBIDDEN.has(rawKey)) root[rawKey] = value;
      continue;
    }
    let node: Node = root;
    path.forEach((part, depth) => {
      const isLast = depth === path.length - 1;
      const nextIsIndex = !isLast && /^\d+$/.test(path[depth + 1]!);
      if (Array.isArray(node)) {
        const index = Number(part);
        if (!/^\d+$/.test(part)) return;
        if (index >= MAX_INDEX) throw tooMany(path.slice(0, depth).join('.'));
        if (isLast) node[index] = value;
        else {
          const existing = node[index];
          if (typeof existing !== 'object' || existing === null) node[index] = nextIsIndex ? [] : {};
          node = node[index] as Node;
        }
      } else if (isLast) {
        node[part] = value;
      } else {
        const existing = node[part];
        if (existing === undefined || typeof existing !== 'object' || existing === null)
          node[part] = nextIsIndex ? [] : {};
        node = node[part] as Node;
      }
    });
  }
  // Sparse arrays (packages[0] and packages[5] only) are compacted so validation sees the parcels sent.
  const compact = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
    return value;
  };
  return compact(root) as Record<string, unknown>;
};
