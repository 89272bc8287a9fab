import { Badge } from '@mantine/core';
import { ticketStatusDisplay } from '@shipdeck/domain/support/rules/ticket-status';
import { useTranslation } from 'react-i18next';

const COLOURS = { open: 'blue', awaiting: 'red', solved: 'green', unknown: 'gray' } as const;

/** Open (info), awaiting information (error), solved (success), unknown. */
export const TicketStatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  const display = ticketStatusDisplay(status);
  return (
    <Badge color={COLOURS[display]} variant="light">
      {t(`support.status.${display}`)}
    </Badge>
  );
};
