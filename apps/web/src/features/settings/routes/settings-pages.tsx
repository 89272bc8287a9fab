import { useTranslation } from 'react-i18next';
import { useMatches, useParams } from 'react-router';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

export type SettingsPageId =
  | 'billing'
  | 'your-account'
  | 'privacy'
  | 'volume-discounts'
  | 'own-contracts'
  | 'parcels'
  | 'products'
  | 'shipping-rules'
  | 'addresses'
  | 'branded-emails'
  | 'api-key'
  | 'webhooks'
  | 'archiving'
  | 'integrations';

/** Route handle naming which settings page a placeholder stands for. */
export type SettingsPageHandle = { settingsPage: SettingsPageId };

/** One placeholder per settings page; the page title is its settings-menu label. */
export const SettingsPlaceholder = () => {
  const { t } = useTranslation();
  const { alias } = useParams();
  const handle = useMatches().at(-1)?.handle as SettingsPageHandle | undefined;
  const page = handle?.settingsPage ?? 'billing';
  return <PlaceholderPage title={[t(`settings-menu.${page}`), alias].filter(Boolean).join(' · ')} />;
};
