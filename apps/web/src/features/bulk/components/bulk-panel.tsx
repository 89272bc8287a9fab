import { Button, Group } from '@mantine/core';
import { BULK_PRINT_FORMATS } from '@shipdeck/domain/shipments/post-sale.schema';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteShipments } from '../../../shared/api/delete-shipments.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { BulkInsuranceFromPaymentFlow, BulkPaymentFlow } from '../../bulk-payment/index.ts';
import { PickupDialog } from '../../pickups/index.ts';
import { LabelDialog } from '../../post-sale/index.ts';
import { useBulkOutcome } from '../hooks/use-bulk-outcome.ts';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import type { BulkFlow } from '../rules/bulk-flows.ts';
import { bulkSelectionOf } from '../rules/bulk-selection.ts';
import { ActionsFlow } from './actions-flow.tsx';
import { BulkDeleteDialog } from './bulk-delete-dialog.tsx';
import { CollectionDateFlow } from './collection-date-flow.tsx';
import { ContentFlow } from './content-flow.tsx';
import { InsuranceFlow } from './insurance-flow.tsx';
import { ParcelsFlow } from './parcels-flow.tsx';
import { ServicesFlow } from './services-flow.tsx';

export type BulkPanelProps = {
  opened: boolean;
  flow: BulkFlow;
  onFlowChange: (flow: BulkFlow) => void;
  /** The selected rows, as loaded in the list. */
  shipments: ShipmentView[];
  onClose: () => void;
  /** Replaces the selection (failed shipments of a bulk update are reselected). */
  onSelect: (references: string[]) => void;
};

const BackButton = ({ onClick }: { onClick: () => void }) => {
  const { t } = useTranslation();
  const ref = useFocusOnMount<HTMLButtonElement>();
  return (
    <Group mb="md">
      <Button
        ref={ref}
        data-autofocus
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        onClick={onClick}
      >
        {t('bulk-panel.back')}
      </Button>
    </Group>
  );
};

/**
 * The bulk panel: one side panel whose flows act on the selected
 * rows. Back returns to the actions while rows stay selected, otherwise closes; back from the
 * insurance chosen while paying returns to the payment.
 */
export const BulkPanel = ({ opened, flow, onFlowChange, shipments, onClose, onSelect }: BulkPanelProps) => {
  const { t } = useTranslation();
  const selection = useMemo(() => bulkSelectionOf(shipments), [shipments]);
  const [dialog, setDialog] = useState<'print' | 'pickup' | 'delete' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const deleteMutation = useDeleteShipments();
  const outcome = useBulkOutcome();

  const back = () => {
    if (flow === 'insurance-from-payment') onFlowChange('payment');
    else if (shipments.length > 0) onFlowChange('actions');
    else onClose();
  };

  /** After an edit: the failed shipments become the selection and the actions show again. */
  const done = (failed: string[]) => {
    if (failed.length > 0) onSelect(failed);
    onFlowChange('actions');
  };

  const confirmDelete = () =>
    deleteMutation.mutate(selection.draftReferences, {
      onSuccess: ({ deleted, failed }) => {
        outcome.report(
          { doneCount: deleted.length, deleted, failed: failed.map((failure) => failure.reference) },
          (count) => t('bulk-panel.delete.done', { count }),
        );
        setDialog(null);
        const remaining = shipments
          .map((shipment) => shipment.reference)
          .filter((reference) => !deleted.includes(reference));
        onSelect(remaining);
        if (remaining.length === 0) onClose();
      },
      onError: outcome.reportRejected,
    });

  const titles: Record<BulkFlow, string> = {
    actions: t('bulk-panel.title.actions', { count: shipments.length }),
    payment: t('bulk-panel.title.payment'),
    services: t('bulk-panel.title.services'),
    'collection-date': t('bulk-panel.title.collection-date'),
    insurance: t('bulk-panel.title.insurance'),
    'insurance-from-payment': t('bulk-panel.title.insurance'),
    content: t('bulk-panel.title.content'),
    parcels: t('bulk-panel.title.parcels'),
  };

  return (
    <>
      <SidePanel opened={opened} onClose={onClose} title={titles[flow]} size="lg">
        {flow === 'actions' ? null : <BackButton key={flow} onClick={back} />}
        {flow === 'actions' ? (
          <ActionsFlow
            selection={selection}
            onFlow={onFlowChange}
            onPrint={() => setDialog('print')}
            onPickup={() => setDialog('pickup')}
            onDelete={() => setDialog('delete')}
          />
        ) : null}
        {flow === 'payment' ? (
          <BulkPaymentFlow
            shipments={shipments}
            onInsurance={() => onFlowChange('insurance-from-payment')}
            onClose={onClose}
          />
        ) : null}
        {flow === 'insurance-from-payment' ? (
          <BulkInsuranceFromPaymentFlow shipments={shipments} onBack={() => onFlowChange('payment')} />
        ) : null}
        {flow === 'services' ? <ServicesFlow references={selection.validReferences} onDone={done} /> : null}
        {flow === 'collection-date' ? (
          <CollectionDateFlow references={selection.collectionReferences} onDone={done} />
        ) : null}
        {flow === 'insurance' ? <InsuranceFlow references={selection.validReferences} onDone={done} /> : null}
        {flow === 'content' ? <ContentFlow references={selection.draftReferences} onDone={done} /> : null}
        {flow === 'parcels' ? <ParcelsFlow references={selection.draftReferences} onDone={done} /> : null}
      </SidePanel>
      <BulkDeleteDialog
        count={selection.draftReferences.length}
        opened={dialog === 'delete'}
        isPending={deleteMutation.isPending}
        onConfirm={confirmDelete}
        onCancel={closeDialog}
      />
      {dialog === 'pickup' ? (
        <PickupDialog references={selection.pickupReferences} opened onClose={closeDialog} />
      ) : null}
      {dialog === 'print' ? (
        <LabelDialog
          references={selection.printableReferences}
          opened
          onClose={closeDialog}
          formats={BULK_PRINT_FORMATS}
          title={t('bulk-print.title', { count: selection.printableReferences.length })}
          errorTitle={t('bulk-print.error.title')}
          errorText={t('bulk-print.error.subtitle')}
        />
      ) : null}
    </>
  );
};
