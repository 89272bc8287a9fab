/** Builds the bracketed query strings of the carrier endpoints for tests. */
export type PackageInput = {
  weight: number | string;
  length: number | string;
  width: number | string;
  height: number | string;
};

export const DEFAULT_PACKAGE: PackageInput = { weight: 2, length: 30, width: 20, height: 10 };

export const routeQuery = (options: {
  from?: [string, string];
  to?: [string, string];
  packages?: PackageInput[];
  packagesKey?: string;
  extra?: Record<string, string>;
}) => {
  const params = new URLSearchParams();
  const [fromCountry, fromZip] = options.from ?? ['ES', '28001'];
  const [toCountry, toZip] = options.to ?? ['FR', '75001'];
  params.set('from[country]', fromCountry);
  params.set('from[zip]', fromZip);
  params.set('to[country]', toCountry);
  params.set('to[zip]', toZip);
  const key = options.packagesKey ?? 'packages';
  (options.packages ?? [DEFAULT_PACKAGE]).forEach((parcel, index) => {
    for (const [field, value] of Object.entries(parcel))
      params.append(`${key}[${index}][${field}]`, String(value));
  });
  for (const [name, value] of Object.entries(options.extra ?? {})) params.set(name, value);
  return params.toString();
};
