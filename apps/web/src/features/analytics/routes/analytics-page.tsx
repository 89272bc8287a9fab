import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

export const AnalyticsPage = () => {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.analytics')} />;
};
