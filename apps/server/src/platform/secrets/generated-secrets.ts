import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, isAes256Key } from '../../config.ts';

/** Where the embedded demo keeps the key it generated, beside its database. */
export const generatedApiKeyEncryptionKeyPath = (dataDir: string) =>
  join(dataDir, 'secrets', 'api-key-encryption.key');

const readKeyFile = (path: string) => {
  const text = readFileSync(path, 'utf8').trim();
  if (!isAes256Key(text))
    throw new Error(`${path} does not hold 32 bytes in base64; remove it or set API_KEY_ENCRYPTION_KEY`);
  return text;
};

/**
 * Fills in API_KEY_ENCRYPTION_KEY when it is unset: in demo mode with a random key generated once and kept
 * under DATA_DIR (readable by its owner only), so `npm start` needs no configuration and the keys it seals
 * still open after a restart. Production mode has no such default: it refuses to start, as a key that lived
 * on one machine's disk would be lost with it or differ between processes.
 */
export const withGeneratedSecrets = (config: AppConfig): AppConfig => {
  if (config.API_KEY_ENCRYPTION_KEY) return config;
  if (config.APP_MODE === 'production')
    throw new Error('API_KEY_ENCRYPTION_KEY must be set in production mode (openssl rand -base64 32)');
  const path = generatedApiKeyEncryptionKeyPath(config.DATA_DIR);
  mkdirSync(join(config.DATA_DIR, 'secrets'), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists, so two processes starting at once keep the first one's key.
    writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...config, API_KEY_ENCRYPTION_KEY: readKeyFile(path) };
};
