import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

export const SupportCenterPage = () => {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.support-center')} />;
};

export const TicketDetailsPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PlaceholderPage title={t('pages.ticket-details', { id })} />;
};

export const NewTicketPage = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const ticketType = searchParams.get('ticketType');
  return (
    <PlaceholderPage title={t('pages.new-ticket')}>
      {ticketType ? <Text>{t('pages.ticket-type', { type: ticketType })}</Text> : null}
    </PlaceholderPage>
  );
};
