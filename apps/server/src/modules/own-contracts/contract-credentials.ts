import { openEnvelope, type SealedEnvelope, sealEnvelope } from '../../platform/secrets/envelope-cipher.ts';
import type { ContractCredentials } from '../../providers/carriers/carrier-provider.ts';

/** Binds the sealed credentials to their client and carrier: copied onto another row, they do not open. */
const contextOf = (input: { clientId: string; carrierId: string }) =>
  `own-contract/${input.clientId}/${input.carrierId}`;

export const sealCredentials = (input: {
  clientId: string;
  carrierId: string;
  credentials: ContractCredentials;
  key: Buffer;
}) => {
  const sealed = sealEnvelope({
    plaintext: JSON.stringify(input.credentials),
    keyEncryptionKey: input.key,
    context: contextOf(input),
  });
  return { credentialsCiphertext: sealed.ciphertext, dataKeyWrapped: sealed.wrappedKey };
};

/** The credentials of a stored contract; a row that does not open under the configured key is a server fault. */
export const openCredentials = (input: {
  clientId: string;
  carrierId: string;
  credentialsCiphertext: string;
  dataKeyWrapped: string;
  key: Buffer;
}): ContractCredentials => {
  const sealed: SealedEnvelope = {
    ciphertext: input.credentialsCiphertext,
    wrappedKey: input.dataKeyWrapped,
  };
  const text = openEnvelope({ sealed, keyEncryptionKey: input.key, context: contextOf(input) });
  if (text === undefined)
    throw new Error('Own contract credentials do not open under CONTRACT_CREDENTIALS_KEY');
  return JSON.parse(text) as ContractCredentials;
};
