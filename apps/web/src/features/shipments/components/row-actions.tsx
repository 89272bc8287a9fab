import { ActionIcon, Group } from '@mantine/core';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { DisplayStatus, ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import {
  IconArrowBackUp,
  IconCopy,
  IconFileDescription,
  IconMapPin,
  IconPackage,
  IconPencil,
  IconPlayerPlay,
  IconPrinter,
  IconShieldCheck,
  IconShoppingCart,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import type { ShipmentPanelKind } from '../../shipment-panels/index.ts';
import type { CopyKind } from '../api/copy-shipment.ts';

export type RowActionHandlers = {
  onBook: (shipment: ShipmentView) => void;
  /** Opens a side panel of the shipment (recipient, services, content, other benefits). */
  onOpenPanel: (kind: ShipmentPanelKind, shipment: ShipmentView) => void;
  onDelete: (shipment: ShipmentView) => void;
  onCopy: (shipment: ShipmentView, kind: CopyKind) => void;
};

export const isDraft = (shipment: ShipmentView) =>
  shipment.displayStatus === DisplayStatus.Draft || shipment.displayStatus === DisplayStatus.ReadyToPurchase;

/** Row actions by state. Icon buttons named by their label; links where they navigate. */
export const RowActions = ({
  shipment,
  onBook,
  onOpenPanel,
  onDelete,
  onCopy,
  busyKind,
}: RowActionHandlers & { shipment: ShipmentView; busyKind?: CopyKind }) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const action = (label: string, icon: ReactNode, props: Record<string, unknown>) => (
    <ActionIcon
      key={label}
      variant="subtle"
      color="gray"
      size="md"
      aria-label={label}
      title={label}
      {...props}
    >
      {icon}
    </ActionIcon>
  );

  if (isDraft(shipment)) {
    const isReady = shipment.state === ShipmentState.ReadyToPurchase;
    // Booking follows the row flag the server computes.
    const canBook = shipment.actions.canBePurchased;
    return (
      <Group gap={2} wrap="nowrap" justify="flex-end">
        {isReady
          ? action(t('shipments.actions.edit'), <IconPencil size={17} aria-hidden />, {
              component: Link,
              to: paths.checkoutEdit(shipment.reference),
            })
          : action(t('shipments.actions.complete'), <IconPlayerPlay size={17} aria-hidden />, {
              component: Link,
              to: paths.checkoutEdit(shipment.reference),
            })}
        {action(t('shipment-panels.actions.content'), <IconPackage size={17} aria-hidden />, {
          onClick: () => onOpenPanel('content', shipment),
        })}
        {/* Insurance and extras belong to a service: none to offer before one is chosen. */}
        {shipment.data.service
          ? action(t('shipment-panels.actions.benefits'), <IconShieldCheck size={17} aria-hidden />, {
              onClick: () => onOpenPanel('benefits', shipment),
            })
          : null}
        {canBook
          ? action(t('shipments.actions.book'), <IconShoppingCart size={17} aria-hidden />, {
              onClick: () => onBook(shipment),
            })
          : null}
        {action(t('shipments.actions.delete'), <IconTrash size={17} aria-hidden />, {
          onClick: () => onDelete(shipment),
          color: 'red',
        })}
      </Group>
    );
  }

  const hasTracking = shipment.data.trackings.length > 0 && shipment.displayStatus !== DisplayStatus.Canceled;
  const isObfuscated = shipment.data.isObfuscated;
  const details = paths.shipmentDetails(shipment.reference);
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {action(
        t('shipments.actions.print-label'),
        <IconPrinter size={17} aria-hidden />,
        // With labels made, the PDF opens to print; before that the details page says where they stand.
        shipment.actions.canDownloadLabels
          ? {
              component: 'a',
              href: `/api/v1/shipments/${encodeURIComponent(shipment.reference)}/label?format=4x6`,
              target: '_blank',
              rel: 'noopener',
            }
          : { component: Link, to: details },
      )}
      {action(t('shipments.actions.details'), <IconFileDescription size={17} aria-hidden />, {
        component: Link,
        to: details,
      })}
      {hasTracking
        ? action(
            t('shipments.actions.tracking'),
            <IconMapPin size={17} aria-hidden />,
            shipment.data.trackingUrl
              ? {
                  component: 'a',
                  href: shipment.data.trackingUrl,
                  target: '_blank',
                  rel: 'noopener noreferrer',
                }
              : { component: Link, to: details },
          )
        : null}
      {action(t('shipments.actions.duplicate'), <IconCopy size={17} aria-hidden />, {
        onClick: () => onCopy(shipment, 'duplicate'),
        disabled: isObfuscated,
        loading: busyKind === 'duplicate',
      })}
      {action(t('shipments.actions.return'), <IconArrowBackUp size={17} aria-hidden />, {
        onClick: () => onCopy(shipment, 'return'),
        disabled: isObfuscated,
        loading: busyKind === 'return',
      })}
    </Group>
  );
};
