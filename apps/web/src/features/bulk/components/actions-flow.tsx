import { Alert, Button, Stack, Text } from '@mantine/core';
import { BULK_EDIT_MAX_VALID } from '@shipdeck/domain/shipments/rules/bulk-edit';
import {
  IconBox,
  IconCalendar,
  IconCreditCard,
  IconFileDescription,
  IconPrinter,
  IconShieldCheck,
  IconTrash,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import type { BulkFlow } from '../rules/bulk-flows.ts';
import { type BulkAction, type BulkSelection, bulkActionAvailability } from '../rules/bulk-selection.ts';

type ActionItem = { action: BulkAction; icon: ReactNode; color?: string };

const ICON = { size: 18, 'aria-hidden': true } as const;
const ITEMS: ActionItem[] = [
  { action: 'payment', icon: <IconCreditCard {...ICON} /> },
  { action: 'services', icon: <IconTruckDelivery {...ICON} /> },
  { action: 'collection-date', icon: <IconCalendar {...ICON} /> },
  { action: 'insurance', icon: <IconShieldCheck {...ICON} /> },
  { action: 'content', icon: <IconFileDescription {...ICON} /> },
  { action: 'parcels', icon: <IconBox {...ICON} /> },
  { action: 'print', icon: <IconPrinter {...ICON} /> },
  { action: 'pickup', icon: <IconTruck {...ICON} /> },
  { action: 'delete', icon: <IconTrash {...ICON} />, color: 'red.9' },
];

/**
 * The actions flow: what can be done with the selection, with the warnings of the
 * bulk-edit rule — above 20 valid shipments services, collection date and insurance are off; some
 * shipments missing addresses, parcels or source are left out of those edits.
 */
export const ActionsFlow = ({
  selection,
  onFlow,
  onPrint,
  onPickup,
  onDelete,
}: {
  selection: BulkSelection;
  onFlow: (flow: BulkFlow) => void;
  onPrint: () => void;
  onPickup: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation();
  const available = bulkActionAvailability(selection);
  const firstRef = useFocusOnMount<HTMLButtonElement>();
  const firstAvailable = ITEMS.find((item) => available[item.action])?.action;
  // A greyed-out Pay alone reads as broken: the seller is told what the drafts still need.
  const payHintId = useId();
  const isPayHintShown = !available.payment && selection.draftReferences.length > 0;
  const run = (action: BulkAction) => {
    if (action === 'print') onPrint();
    else if (action === 'pickup') onPickup();
    else if (action === 'delete') onDelete();
    else onFlow(action);
  };
  return (
    <Stack gap="md">
      {selection.isOverLimit ? (
        <Alert color="yellow" variant="light" title={t('bulk-panel.warning.over-limit-title')}>
          {t('bulk-panel.warning.over-limit', { max: BULK_EDIT_MAX_VALID, valid: selection.valid })}
        </Alert>
      ) : null}
      {selection.hasMissingInformation ? (
        <Alert color="yellow" variant="light" title={t('bulk-panel.warning.missing-information-title')}>
          {t('bulk-panel.warning.missing-information', { total: selection.total, valid: selection.valid })}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('bulk-panel.actions.intro')}
      </Text>
      <Stack gap="xs" role="group" aria-label={t('bulk-panel.actions.label')}>
        {ITEMS.map((item) => (
          <Fragment key={item.action}>
            <Button
              variant="default"
              // A disabled action keeps the grey of every disabled button: a red "Delete drafts" looks live.
              color={available[item.action] ? item.color : undefined}
              c={available[item.action] ? item.color : undefined}
              justify="flex-start"
              leftSection={item.icon}
              disabled={!available[item.action]}
              // The panel opens on the first action the seller can take (keyboard users start there).
              ref={item.action === firstAvailable ? firstRef : undefined}
              data-autofocus={item.action === firstAvailable ? true : undefined}
              aria-describedby={item.action === 'payment' && isPayHintShown ? payHintId : undefined}
              onClick={() => run(item.action)}
            >
              {t(`bulk-panel.actions.${item.action}`)}
            </Button>
            {item.action === 'payment' && isPayHintShown ? (
              <Text id={payHintId} size="sm" c="dimmed">
                {t('bulk-panel.actions.payment-unavailable')}
              </Text>
            ) : null}
          </Fragment>
        ))}
      </Stack>
    </Stack>
  );
};
