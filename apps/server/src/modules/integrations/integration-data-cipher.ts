import { openEnvelope, sealEnvelope } from '../../platform/secrets/envelope-cipher.ts';
import type { IntegrationConfigurationRow } from './integrations.tables.ts';

type Data = IntegrationConfigurationRow['data'];

/**
 * A configuration's data (shop passwords, API keys, OAuth tokens) is stored sealed as a whole, under the
 * same configured key-encryption key as own-contract credentials (envelope encryption: a data key per
 * row, wrapped by the configured key). The client and integration are bound in, so sealed data copied
 * onto another row does not open.
 */
const contextOf = (input: { clientId: string; integration: string }) =>
  `integration/${input.clientId}/${input.integration}`;

const isSealed = (data: Data): data is { ciphertext: string; wrappedKey: string } =>
  typeof data.ciphertext === 'string' &&
  typeof data.wrappedKey === 'string' &&
  Object.keys(data).length === 2;

export const sealIntegrationData = (input: {
  clientId: string;
  integration: string;
  data: Data;
  key: Buffer;
}): Data => {
  const sealed = sealEnvelope({
    plaintext: JSON.stringify(input.data),
    keyEncryptionKey: input.key,
    context: contextOf(input),
  });
  return { ciphertext: sealed.ciphertext, wrappedKey: sealed.wrappedKey };
};

/** The row with its data readable; data that does not open under the configured key is a server fault. */
export const openIntegrationRow = (
  row: IntegrationConfigurationRow,
  key: Buffer,
): IntegrationConfigurationRow => {
  if (!isSealed(row.data)) return row;
  const text = openEnvelope({
    sealed: row.data,
    keyEncryptionKey: key,
    context: contextOf({ clientId: row.clientId, integration: row.integration }),
  });
  if (text === undefined) throw new Error('Integration data does not open under CONTRACT_CREDENTIALS_KEY');
  return { ...row, data: JSON.parse(text) as Data };
};
