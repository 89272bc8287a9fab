import { useTranslation } from 'react-i18next';
import { displayStatusColor } from './display-status-colors.ts';
import { TintBadge } from './tint-badge.tsx';

/** The display status with its colour. */
export const StatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <TintBadge color={displayStatusColor(status)} data-status={status}>
      {t(`shipments.status.${status}` as 'shipments.status.DRAFT')}
    </TintBadge>
  );
};
