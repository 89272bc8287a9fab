import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page.tsx';

/** Inbox names in the path are lower-case with dashes (spec 2 §2). */
const inboxTitleKey = (inbox: string) => `inbox.${inbox}` as const;

export const InboxPage = () => {
  const { t, i18n } = useTranslation();
  const { inbox = 'all' } = useParams();
  const key = inboxTitleKey(inbox);
  const title = i18n.exists(key) ? t(key as unknown as 'inbox.all') : inbox;
  return <PlaceholderPage title={title} />;
};

export const BulkSummaryPage = () => {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.bulk-summary')} />;
};

export const ShipmentDetailsPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PlaceholderPage title={t('pages.shipment-details', { id })} />;
};
