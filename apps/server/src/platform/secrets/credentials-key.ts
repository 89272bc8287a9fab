import type { AppConfig } from '../../config.ts';

/**
 * The key-encryption key that wraps the data keys of stored credentials (own carrier contracts, shop
 * integrations), from CONTRACT_CREDENTIALS_KEY (32 bytes, base64).
 */
export const credentialsKeyOf = (config: Pick<AppConfig, 'CONTRACT_CREDENTIALS_KEY'>): Buffer => {
  // server.ts fills it in (generated under DATA_DIR for the embedded demo) before the app is built.
  if (!config.CONTRACT_CREDENTIALS_KEY) throw new Error('CONTRACT_CREDENTIALS_KEY is not configured');
  return Buffer.from(config.CONTRACT_CREDENTIALS_KEY, 'base64');
};
