/**
 * The operations the API client in this folder uses, as the OpenAPI document names them. Its types are
 * generated from these paths of the served document only, so routes added elsewhere do not change them.
 */
export const CLIENT_PATHS = [
  '/api/v1/shipments',
  '/api/v1/shipments/{reference}',
  '/api/v1/shipments/price',
  '/api/v1/orders',
  '/api/v1/orders/{orderReference}',
  '/api/v1/shipments/{reference}/label',
  '/api/v1/shipments/{reference}/tracking',
  '/api/v1/shipments/{reference}/cancel',
] as const;

type Document = { paths: Record<string, unknown> } & Record<string, unknown>;

/** The document with only the client's paths (components and the rest kept). */
export const clientSubset = (document: Document): Document => ({
  ...document,
  paths: Object.fromEntries(CLIENT_PATHS.map((path) => [path, document.paths[path]])),
});
