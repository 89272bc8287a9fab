import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { BuyerNoteNotice } from '../../../shared/ui/buyer-note.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { ServiceProblemNotice } from '../../service-choice/index.ts';
import { shipmentQueryOptions } from '../../shipment-draft/index.ts';
import type { ShipmentPanelKind } from '../rules/shipment-panel-kinds.ts';
import { BenefitsPanel } from './benefits-panel.tsx';
import { ContentPanel } from './content-panel.tsx';
import { RecipientPanel } from './recipient-panel.tsx';
import { ServicesPanel } from './services-panel.tsx';

export type ShipmentPanelProps = {
  kind: ShipmentPanelKind;
  reference: string;
  opened: boolean;
  onClose: () => void;
  /** Content saved and the shipment ready to purchase: open the bulk payment for it. */
  onGoToPayment: (reference: string) => void;
  /** The shipment's service cannot carry it: open its services panel to choose another. */
  onChooseService: (reference: string) => void;
};

/**
 * The side panels of one shipment: recipient, services, content and other
 * benefits, each on the shipment as the server has it now (load, ready and error states).
 */
export const ShipmentPanel = ({
  kind,
  reference,
  opened,
  onClose,
  onGoToPayment,
  onChooseService,
}: ShipmentPanelProps) => {
  const { t } = useTranslation();
  // A cached copy may be older than the row the seller clicked: the panel's forms start from a fresh one.
  const shipment = useQuery({ ...shipmentQueryOptions(reference), refetchOnMount: 'always' });

  const body = () => {
    if (shipment.isLoadingError)
      return <ErrorState message={t('shipment-panels.load-error')} onRetry={() => shipment.refetch()} />;
    if (!shipment.isFetchedAfterMount || !shipment.data) return <LoadingState />;
    const props = { shipment: shipment.data, onClose };
    if (kind === 'recipient') return <RecipientPanel {...props} />;
    if (kind === 'services') return <ServicesPanel {...props} />;
    if (kind === 'content') return <ContentPanel {...props} onGoToPayment={onGoToPayment} />;
    return <BenefitsPanel {...props} />;
  };
  const data = shipment.isFetchedAfterMount ? shipment.data : undefined;

  return (
    <SidePanel opened={opened} onClose={onClose} title={t(`shipment-panels.${kind}.title`)} size="lg">
      {data?.data.serviceProblem ? (
        <Box mb="md">
          <ServiceProblemNotice
            shipment={data}
            // In the services panel the choice is right below.
            {...(kind === 'services' ? {} : { onChooseService: () => onChooseService(data.reference) })}
          />
        </Box>
      ) : null}
      {data?.data.buyerNote ? (
        <Box mb="md">
          <BuyerNoteNotice note={data.data.buyerNote} />
        </Box>
      ) : null}
      {body()}
    </SidePanel>
  );
};
