import { useTranslation } from 'react-i18next';

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The integrations area's `t`. Its keys live under `integrations.*` in en-GB.json; the type-checker
 * gives up on the full key union past a size (TypeScript 7 reports the newest keys as unknown in some
 * files), so this area checks its keys by test (every locale has every key) instead of by type.
 */
export const useIntegrationsT = () => {
  const { t, i18n } = useTranslation();
  return { t: t as unknown as LooseT, typedT: t, i18n };
};
