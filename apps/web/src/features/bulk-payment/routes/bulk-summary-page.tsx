import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { EventType } from '@shipdeck/domain/events/event-types';
import { formatMoney } from '@shipdeck/domain/money/money';
import { ORDER_ERROR_MESSAGES } from '@shipdeck/domain/orders/rules/order-error-handling';
import { BULK_PRINT_FORMATS } from '@shipdeck/domain/shipments/post-sale.schema';
import { displayStatusOf } from '@shipdeck/domain/shipments/rules/display-status';
import { isLabelRefused } from '@shipdeck/domain/shipments/rules/label-failure';
import type { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import type { CreateOrderResponse } from '../../payment/index.ts';
import { orderMessagesText } from '../../payment/index.ts';
import { LabelDialog } from '../../post-sale/index.ts';
import { type OrderSummary, useOrder } from '../api/get-order.ts';
import { labelReadinessOf, PAYMENT_FAILED } from '../rules/label-readiness.ts';

/** The latest state per shipment reported by shipment.updated events while the page is open. */
const useLiveStates = () => {
  const [states, setStates] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(
    () =>
      onRealtimeEvent(EventType.ShipmentUpdated, (event) => {
        const payload = event.payload as { reference?: unknown; state?: unknown } | null;
        const reference = payload?.reference;
        const state = payload?.state;
        if (typeof reference !== 'string' || typeof state !== 'string') return;
        setStates((current) => new Map(current).set(reference, state));
      }),
    [],
  );
  return states;
};

/**
 * `/shipments/bulk/summary?order=REF`, the payment summary: the order's shipments with
 * their status, the amount paid, label readiness that grows as labels are made until all are ready
 * and the combined A4 print; a partial payment lists what failed and why.
 */
export const PaymentSummaryPage = () => {
  const [searchParams] = useSearchParams();
  const paths = usePrivatePaths();
  const orderReference = searchParams.get('order');
  // Without an order the summary has nothing to show.
  if (!orderReference) return <Navigate to={paths.inbox('all')} replace />;
  return <OrderSummaryView orderReference={orderReference} />;
};

const OrderSummaryView = ({ orderReference }: { orderReference: string }) => {
  const { t } = useTranslation();
  const order = useOrder(orderReference);
  const states = useLiveStates();
  useDocumentTitle(t('payment-summary.title'), useInit().tenant.brandName);

  return (
    <Stack gap="lg" p="md" maw={960} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('payment-summary.title')}
      </Title>
      {order.isPending ? <LoadingState /> : null}
      {order.isError ? (
        <ErrorState message={apiErrorText(t, order.error)} onRetry={() => void order.refetch()} />
      ) : null}
      {order.data ? <OrderDetails order={order.data} states={states} /> : null}
    </Stack>
  );
};

const OrderDetails = ({ order, states }: { order: OrderSummary; states: ReadonlyMap<string, string> }) => {
  const { t, i18n } = useTranslation();
  const paths = usePrivatePaths();
  const location = useLocation();
  const [dialog, setDialog] = useState<'labels' | 'errors' | null>(null);
  // Stable, so that live updates re-rendering the page keep the label dialog's 3 s close running.
  const closeDialog = useCallback(() => setDialog(null), []);
  const readiness = labelReadinessOf(order, states);
  // The order answer of the payment names each failure's message; a reload only has its code.
  const placed = (location.state as { order?: CreateOrderResponse } | null)?.order;
  const messageOf = (reference: string, errorCode: string | null) =>
    placed?.shipments.find((line) => line.reference === reference)?.message ??
    ORDER_ERROR_MESSAGES[errorCode ?? 'Default']?.messageKey ??
    'payment.error.generic';
  const percent = readiness.paid.length ? (readiness.ready.length / readiness.paid.length) * 100 : 0;
  const progressText = t('payment-summary.labels-ready', {
    ready: readiness.ready.length,
    total: readiness.paid.length,
  });

  return (
    <>
      <Card withBorder component="section" aria-label={t('payment-summary.order')}>
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {t('payment-summary.order')}
            </Text>
            <Text fw={600}>{order.orderReference}</Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="dimmed">
              {t('payment-summary.total')}
            </Text>
            <Text fw={700} data-testid="order-total">
              {formatMoney(order.totalAmount, { currency: order.currency, locale: i18n.language })}
            </Text>
          </Stack>
        </Group>
      </Card>

      {readiness.failed.length > 0 ? (
        <Alert color="orange" variant="light" role="alert" title={t('payment-summary.partial')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('payment-summary.partial-count', {
                failed: readiness.failed.length,
                total: order.shipments.length,
              })}
            </Text>
            {order.refundedAmount > 0 ? (
              <Text size="sm">
                {t('payment-summary.refunded', {
                  amount: formatMoney(order.refundedAmount, {
                    currency: order.currency,
                    locale: i18n.language,
                  }),
                })}
              </Text>
            ) : null}
            <Button size="xs" variant="light" color="orange" onClick={() => setDialog('errors')}>
              {t('payment-summary.see-errors')}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {readiness.labelFailed.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('payment-summary.labels-failed', { count: readiness.labelFailed.length })}
          data-testid="labels-failed"
        >
          <Stack gap="xs">
            <Text size="sm">{t('payment-summary.labels-failed-advice')}</Text>
            <Group gap="xs">
              {readiness.labelFailed.map((reference) => (
                <Anchor key={reference} component={Link} to={paths.shipmentDetails(reference)} size="sm">
                  {reference}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {readiness.paid.length > 0 ? (
        <Card withBorder component="section" aria-label={t('payment-summary.labels')}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('payment-summary.labels')}</Text>
              <Text size="sm" role="status" aria-live="polite" data-testid="labels-ready">
                {progressText}
              </Text>
            </Group>
            <Progress value={percent} aria-label={progressText} animated={!readiness.isSettled} />
            {readiness.isSettled ? (
              readiness.ready.length > 0 ? (
                <Group justify="space-between">
                  <Text size="sm">
                    {readiness.isComplete
                      ? t('payment-summary.all-ready')
                      : t('payment-summary.ready-others', { count: readiness.ready.length })}
                  </Text>
                  <Button onClick={() => setDialog('labels')}>{t('payment-summary.print-all')}</Button>
                </Group>
              ) : null
            ) : (
              <Text size="sm" c="dimmed">
                {t('payment-summary.waiting')}
              </Text>
            )}
          </Stack>
        </Card>
      ) : null}

      <Card withBorder component="section" aria-label={t('payment-summary.shipments')} p={0}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payment-summary.reference')}</Table.Th>
              <Table.Th>{t('payment-summary.status')}</Table.Th>
              <Table.Th ta="right">{t('payment-summary.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.shipments.map((line) => {
              const isFailed = line.status === PAYMENT_FAILED;
              const state = states.get(line.shipmentReference) ?? line.status;
              return (
                <Table.Tr key={line.shipmentReference}>
                  <Table.Td>
                    {isFailed ? (
                      line.shipmentReference
                    ) : (
                      <Anchor component={Link} to={paths.shipmentDetails(line.shipmentReference)} size="sm">
                        {line.shipmentReference}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {isFailed ? (
                      <Badge color="red" variant="light" tt="none">
                        {t('payment-summary.not-paid')}
                      </Badge>
                    ) : isLabelRefused(state) ? (
                      <Badge color="red" variant="light" tt="none">
                        {t('payment-summary.label-failed')}
                      </Badge>
                    ) : (
                      <StatusBadge status={displayStatusOf(state as ShipmentState) ?? state} />
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(line.amount, { currency: order.currency, locale: i18n.language })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>

      <Group>
        <Button component={Link} to={paths.inbox('all')} variant="default">
          {t('payment-summary.back')}
        </Button>
      </Group>

      <Modal
        opened={dialog === 'errors'}
        onClose={closeDialog}
        title={t('payment-summary.errors-title')}
        closeButtonProps={{ 'aria-label': t('payment-summary.close') }}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payment-summary.reference')}</Table.Th>
              <Table.Th>{t('payment-summary.error')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {readiness.failed.map((failure) => (
              <Table.Tr key={failure.reference}>
                <Table.Td>{failure.reference}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-line' }}>
                  {orderMessagesText(t, [{ key: messageOf(failure.reference, failure.errorCode) }])}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
      <LabelDialog
        references={readiness.ready}
        formats={BULK_PRINT_FORMATS}
        title={t('payment-summary.print-title', { count: readiness.ready.length })}
        opened={dialog === 'labels'}
        onClose={closeDialog}
      />
    </>
  );
};
