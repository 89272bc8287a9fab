import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

export const StartFlowPage = () => {
  const { t } = useTranslation();
  const { alias = '' } = useParams();
  return <PlaceholderPage title={t('pages.integration-start', { alias })} />;
};

export const CompleteFlowPage = () => {
  const { t } = useTranslation();
  const { alias = '' } = useParams();
  return <PlaceholderPage title={t('pages.integration-complete', { alias })} />;
};
