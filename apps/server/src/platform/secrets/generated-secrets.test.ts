import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  generatedApiKeyEncryptionKeyPath,
  generatedContractCredentialsKeyPath,
  withGeneratedSecrets,
} from './generated-secrets.ts';

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'shipdeck-secrets-'));
const configured = 'dGVzdC1vbmx5LWFwaS1rZXktZW5jcnlwdGlvbi1rZXk=';

describe('the API key encryption key', () => {
  it('is generated once in demo mode, readable by its owner only, and the same after a restart', () => {
    const dataDir = freshDataDir();
    const first = withGeneratedSecrets(loadConfig({ DATA_DIR: dataDir })).API_KEY_ENCRYPTION_KEY;
    expect(Buffer.from(first!, 'base64')).toHaveLength(32);
    const path = generatedApiKeyEncryptionKeyPath(dataDir);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(withGeneratedSecrets(loadConfig({ DATA_DIR: dataDir })).API_KEY_ENCRYPTION_KEY).toBe(first);
    expect(withGeneratedSecrets(loadConfig({ DATA_DIR: freshDataDir() })).API_KEY_ENCRYPTION_KEY).not.toBe(
      first,
    );
  });

  it('comes from API_KEY_ENCRYPTION_KEY when set, and no file is written', () => {
    const dataDir = freshDataDir();
    const config = withGeneratedSecrets(
      loadConfig({ DATA_DIR: dataDir, API_KEY_ENCRYPTION_KEY: configured }),
    );
    expect(config.API_KEY_ENCRYPTION_KEY).toBe(configured);
    expect(() => readFileSync(generatedApiKeyEncryptionKeyPath(dataDir))).toThrow();
  });

  it('must be configured in production mode', () => {
    expect(() =>
      withGeneratedSecrets(loadConfig({ APP_MODE: 'production', DATA_DIR: freshDataDir() })),
    ).toThrow(/API_KEY_ENCRYPTION_KEY must be set in production mode/);
  });

  it.each(['short', 'not base64 at all but long enough to be 44 chars!', `${configured.slice(0, -2)}==`])(
    'refuses a configured value that is not 32 bytes in base64: %s',
    (value) => {
      expect(() => loadConfig({ API_KEY_ENCRYPTION_KEY: value })).toThrow(/API_KEY_ENCRYPTION_KEY/);
    },
  );

  it('refuses to start on a damaged generated key file rather than sealing under another key', () => {
    const dataDir = freshDataDir();
    withGeneratedSecrets(loadConfig({ DATA_DIR: dataDir }));
    writeFileSync(generatedApiKeyEncryptionKeyPath(dataDir), 'damaged');
    expect(() => withGeneratedSecrets(loadConfig({ DATA_DIR: dataDir }))).toThrow(/does not hold 32 bytes/);
  });
});

describe('the own contract credentials key', () => {
  it('is generated in demo mode beside the API key encryption key, and differs from it', () => {
    const dataDir = freshDataDir();
    const config = withGeneratedSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(Buffer.from(config.CONTRACT_CREDENTIALS_KEY!, 'base64')).toHaveLength(32);
    expect(statSync(generatedContractCredentialsKeyPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(config.CONTRACT_CREDENTIALS_KEY).not.toBe(config.API_KEY_ENCRYPTION_KEY);
    expect(withGeneratedSecrets(loadConfig({ DATA_DIR: dataDir })).CONTRACT_CREDENTIALS_KEY).toBe(
      config.CONTRACT_CREDENTIALS_KEY,
    );
  });

  it('must be configured in production mode, even when the API key encryption key is', () => {
    expect(() =>
      withGeneratedSecrets(
        loadConfig({ APP_MODE: 'production', DATA_DIR: freshDataDir(), API_KEY_ENCRYPTION_KEY: configured }),
      ),
    ).toThrow(/CONTRACT_CREDENTIALS_KEY must be set in production mode/);
  });
});
