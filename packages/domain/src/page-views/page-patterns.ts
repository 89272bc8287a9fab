// Page patterns without the page-view schema, so the signed-in shell does not load zod (page-views.schema.ts
// re-exports them).

/**
 * A page as the app's route pattern, never the address the user saw: ids, references and queries are
 * left out (`/private/shipments/:reference`, not `/private/shipments/ES2026…?x=1`), so a page view
 * carries nothing about a person or a shipment.
 */
export const PAGE_PATTERN = /^\/(?:[a-z0-9-]+|:[a-zA-Z]+)(?:\/(?:[a-z0-9-]+|:[a-zA-Z]+))*$|^\/$/;

/**
 * The pattern of the page at `pathname`, given the route's parameters: each path segment that is a
 * parameter's value becomes `:name`. Trailing slashes go.
 */
export const pagePatternOf = (pathname: string, params: Record<string, string | undefined>) => {
  const names = new Map(
    Object.entries(params)
      .filter((entry): entry is [string, string] => entry[0] !== '*' && Boolean(entry[1]))
      .map(([name, value]) => [value, name]),
  );
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const decoded = safeDecode(segment);
      const name = names.get(decoded);
      return name ? `:${name}` : decoded;
    });
  return `/${segments.join('/')}`;
};

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
