import type { TFunction } from 'i18next';

// Mantine labels the visibility toggle "Toggle password visibility", which a label search for
// "Password" would also find; our own, translated label keeps each field's name unique.
export const passwordToggleProps = (t: TFunction) => ({
  visibilityToggleButtonProps: { 'aria-label': t('auth.toggle-visibility') },
});
