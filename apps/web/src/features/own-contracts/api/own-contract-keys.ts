/** Query keys of the client's own carrier contracts. */
export const ownContractKeys = {
  all: ['own-contracts'] as const,
};
