const CRUISER = /[\\/]node_modules[\\/]dependency-cruiser[\\/]/;

/** True for a file (path or file: URL) of dependency-cruiser itself. */
export const fromCruiser = (location) => typeof location === 'string' && CRUISER.test(location);

/** `typescript` and `typescript/…` to the same in the `typescript-5` package. */
export const toTypeScript5 = (request) => request.replace(/^typescript(?=$|\/)/, 'typescript-5');
