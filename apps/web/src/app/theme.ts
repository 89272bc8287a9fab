import { createTheme, type MantineColorsTuple } from '@mantine/core';

type TenantColors = { primary: string; primaryDark: string; accent: string };

const parseHex = (hex: string): [number, number, number] => {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const mix = (from: string, to: string, amount: number) => {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
};

/**
 * Ten shades from the tenant's colours: light tints of the primary, the primary at 6 and the dark
 * primary at 7. Filled buttons and links use shade 7, dark enough for white text and for text on
 * white (Mantine's default filled shade fails the contrast check).
 */
export const tenantColorsTuple = (colors: TenantColors): MantineColorsTuple => [
  mix(colors.primary, '#ffffff', 0.92),
  mix(colors.primary, '#ffffff', 0.82),
  mix(colors.primary, '#ffffff', 0.66),
  mix(colors.primary, '#ffffff', 0.5),
  mix(colors.primary, '#ffffff', 0.32),
  mix(colors.primary, '#ffffff', 0.16),
  colors.primary,
  colors.primaryDark,
  mix(colors.primaryDark, '#000000', 0.2),
  mix(colors.primaryDark, '#000000', 0.4),
];

/** `closeLabel` names the close button of every toast, in the user's language. */
export const createTenantTheme = (colors: TenantColors, closeLabel = 'Close') =>
  createTheme({
    primaryColor: 'brand',
    primaryShade: 7,
    colors: { brand: tenantColorsTuple(colors) },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });

/** Mantine's dimmed grey is below WCAG AA on white; a darker grey keeps secondary text readable. */
export const cssVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
