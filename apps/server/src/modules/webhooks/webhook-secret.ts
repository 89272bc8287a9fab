import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { apiKeyEncryptionKeyOf, openSealedSecret, sealSecret } from '../api-keys/index.ts';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 32 random bytes behind `whsec_`, and its sealed form for the endpoint row. */
export const newWebhookSecret = (input: { clientId: string; config: AppConfig }) => {
  const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
  const encryptionKey = apiKeyEncryptionKeyOf(input.config);
  return { secret, secretCiphertext: sealSecret({ key: secret, clientId: input.clientId, encryptionKey }) };
};

/** The endpoint's signing secret; a secret sealed under another encryption key is a server fault. */
export const openWebhookSecret = (input: {
  clientId: string;
  secretCiphertext: string;
  config: AppConfig;
}) => {
  const secret = openSealedSecret({
    sealed: input.secretCiphertext,
    clientId: input.clientId,
    encryptionKey: apiKeyEncryptionKeyOf(input.config),
  });
  if (secret === undefined) throw new Error('A webhook secret does not open under API_KEY_ENCRYPTION_KEY');
  return secret;
};
