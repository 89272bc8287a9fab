/** The AES-256 key that seals API keys at rest, from API_KEY_ENCRYPTION_KEY (32 bytes, base64). */
export const apiKeyEncryptionKeyOf = (config: { API_KEY_ENCRYPTION_KEY?: string }): Buffer => {
  const configured = config.API_KEY_ENCRYPTION_KEY;
  // server.ts fills it in (generated under DATA_DIR for the embedded demo) before the app is built.
  if (!configured) throw new Error('API_KEY_ENCRYPTION_KEY is not configured');
  return Buffer.from(configured, 'base64');
};
