/** Query keys of the client's API key. */
export const apiKeyKeys = {
  all: ['api-key'] as const,
};
