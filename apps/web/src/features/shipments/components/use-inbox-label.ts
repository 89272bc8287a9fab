import { inboxToPath } from '@shipdeck/domain/shipments/rules/inbox-membership';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { type MessageKey, useText } from '../hooks/use-text.ts';

/** The translated name of an inbox (keys `inbox.<path>` come with the shell). */
export const useInboxLabel = () => {
  const { t } = useText();
  return (inbox: Inbox) => t(`inbox.${inboxToPath(inbox)}` as MessageKey);
};
