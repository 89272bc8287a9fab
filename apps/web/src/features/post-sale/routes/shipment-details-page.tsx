import { Anchor, Grid, Stack } from '@mantine/core';
import { ShipmentStep } from '@shipdeck/domain/shipments/shipment-states';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isGone } from '../../../shared/api/api-error.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import { ServiceProblemNotice } from '../../service-choice/index.ts';
import { useShipment } from '../api/get-shipment.ts';
import { AppliedRules } from '../components/applied-rules.tsx';
import {
  AddressBlocks,
  OrderDetails,
  PackagingAdvice,
  PriceDetails,
  RouteBlocks,
  ShipmentNotices,
} from '../components/detail-sections.tsx';
import { PostSaleSidebar } from '../components/post-sale-sidebar.tsx';
import { PrintInStoreNotice } from '../components/print-in-store-notice.tsx';
import { StatusHeader } from '../components/status-header.tsx';
import { TrackingTimeline } from '../components/tracking-timeline.tsx';
import { usePostSaleText } from '../components/use-post-sale-text.ts';
import { useShipmentLiveUpdates } from '../hooks/use-shipment-live-updates.ts';

/**
 * `/shipments/{id}/details`: the post-sale details of a purchased shipment. A shipment
 * not yet purchased goes to its checkout; a load failure goes to the all inbox.
 */
export const ShipmentDetailsPage = () => {
  const { id = '' } = useParams();
  const { t } = usePostSaleText();
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  const shipment = useShipment(id);
  useShipmentLiveUpdates(id);
  useDocumentTitle(t('post-sale.title', { reference: id }), useInit().tenant.brandName);

  if (isGone(shipment)) return <Navigate to={paths.inbox('all')} replace />;
  if (shipment.isPending || !shipment.data) return <LoadingState label={t('post-sale.loading')} />;
  const view = shipment.data;
  if (view.step !== ShipmentStep.Purchased)
    return <Navigate to={paths.checkoutEdit(view.reference)} replace />;

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }} maw={1200} mx="auto" w="100%">
      <Anchor component={Link} to={paths.inbox('all')} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('post-sale.back')}
      </Anchor>
      <StatusHeader shipment={view} />
      <Grid gap="md">
        {/* On narrow layouts the actions come first, so the page reads as a sidebar. */}
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <PostSaleSidebar shipment={view} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <ShipmentNotices shipment={view} />
            <ServiceProblemNotice
              shipment={view}
              onChooseService={() => navigate(paths.checkoutStep('service', view.reference))}
            />
            <PrintInStoreNotice shipment={view} />
            <TrackingTimeline shipment={view} />
            <RouteBlocks shipment={view} />
            <AddressBlocks shipment={view} />
            <PackagingAdvice />
            <OrderDetails shipment={view} />
            <AppliedRules shipment={view} />
            <PriceDetails shipment={view} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
