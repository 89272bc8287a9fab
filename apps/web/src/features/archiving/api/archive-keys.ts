/** Query keys of the archive settings. */
export const archiveKeys = {
  all: ['archive-settings'] as const,
};
