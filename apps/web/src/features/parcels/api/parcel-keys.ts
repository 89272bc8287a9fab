/** Query keys of saved parcels. */
export const parcelKeys = {
  all: ['saved-parcels'] as const,
  lists: () => [...parcelKeys.all, 'list'] as const,
};
