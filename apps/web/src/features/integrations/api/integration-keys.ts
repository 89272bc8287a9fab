/** Query keys of the integrations catalogue and the client's connections. */
export const integrationKeys = {
  all: ['integrations'] as const,
  lists: () => [...integrationKeys.all, 'list'] as const,
};
