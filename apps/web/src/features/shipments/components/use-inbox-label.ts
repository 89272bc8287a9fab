import { inboxToPath } from '@shipdeck/domain/shipments/rules/inbox-membership';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { useTranslation } from 'react-i18next';

/** The translated name of an inbox (keys `inbox.<path>` come with the shell). */
export const useInboxLabel = () => {
  const { t } = useTranslation();
  return (inbox: Inbox) => t(`inbox.${inboxToPath(inbox)}` as 'inbox.all');
};
