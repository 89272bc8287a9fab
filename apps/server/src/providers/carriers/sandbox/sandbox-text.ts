// The hashing and postcode helpers the sandbox shares with the geo rules, re-exported for its files.

export { hash32, unitHash } from '@shipdeck/domain/geo/postcode-directory';
export { compactPostcode } from '@shipdeck/domain/geo/postcode-formats';
