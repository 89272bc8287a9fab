import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

export const LabelCreatedEmailPage = () => {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.branded-email-label-created')} />;
};

export const DefaultEmailPage = () => {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.branded-email-default')} />;
};
