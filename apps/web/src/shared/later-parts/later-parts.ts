import { loadLaterMessages, prefetchLaterMessages } from '../i18n/i18n.ts';

// What the first screen (the signed-in shell and the shipments list) does not need: the texts and the
// component styles of everything else. Every page, panel and dialog beyond it waits for them.
const loadLaterStyles = () => import('./mantine-later-styles.ts');

/** The texts and styles beyond the first screen; a lazily loaded page or panel shows once they are in. */
export const loadLaterParts = async () => {
  await Promise.all([loadLaterMessages(), loadLaterStyles()]);
};

/** Starts loading what comes after the first screen, without waiting for it. */
export const prefetchLaterParts = () => {
  prefetchLaterMessages();
  loadLaterStyles().catch(() => {
    // Asked for again by the first page or panel that needs them.
  });
};
