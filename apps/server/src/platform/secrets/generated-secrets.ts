import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, isAes256Key } from '../../config.ts';

/** The AES-256 keys a server needs from configuration, and the file each is generated into in demo mode. */
const GENERATED_KEYS = [
  // Seals the clients' API keys and webhook secrets (ADR 0016).
  { name: 'API_KEY_ENCRYPTION_KEY', file: 'api-key-encryption.key' },
  // Wraps the data keys of own carrier contract credentials (ADR 0023).
  { name: 'CONTRACT_CREDENTIALS_KEY', file: 'contract-credentials.key' },
] as const;
type GeneratedKeyName = (typeof GENERATED_KEYS)[number]['name'];

const keyPath = (dataDir: string, file: string) => join(dataDir, 'secrets', file);

/** Where the embedded demo keeps the key it generated, beside its database. */
export const generatedApiKeyEncryptionKeyPath = (dataDir: string) => keyPath(dataDir, GENERATED_KEYS[0].file);
export const generatedContractCredentialsKeyPath = (dataDir: string) =>
  keyPath(dataDir, GENERATED_KEYS[1].file);

const readKeyFile = (path: string, name: GeneratedKeyName) => {
  const text = readFileSync(path, 'utf8').trim();
  if (!isAes256Key(text))
    throw new Error(`${path} does not hold 32 bytes in base64; remove it or set ${name}`);
  return text;
};

const generatedKey = (config: AppConfig, key: (typeof GENERATED_KEYS)[number]) => {
  const path = keyPath(config.DATA_DIR, key.file);
  mkdirSync(join(config.DATA_DIR, 'secrets'), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails when the file exists, so two processes starting at once keep the first one's key.
    writeFileSync(path, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(path, key.name);
};

/**
 * Fills in API_KEY_ENCRYPTION_KEY and CONTRACT_CREDENTIALS_KEY when unset: in demo mode with a random key
 * generated once and kept under DATA_DIR (readable by its owner only), so `npm start` needs no configuration
 * and what they seal still opens after a restart. Production mode has no such default: it refuses to start,
 * as a key that lived on one machine's disk would be lost with it or differ between processes.
 */
export const withGeneratedSecrets = (config: AppConfig): AppConfig => {
  let filled = config;
  for (const key of GENERATED_KEYS) {
    if (filled[key.name]) continue;
    if (config.APP_MODE === 'production')
      throw new Error(`${key.name} must be set in production mode (openssl rand -base64 32)`);
    filled = { ...filled, [key.name]: generatedKey(config, key) };
  }
  return filled;
};
