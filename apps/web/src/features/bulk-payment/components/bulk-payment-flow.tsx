import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@shipdeck/domain/money/money';
import { requiresCarrierTerms } from '@shipdeck/domain/orders/rules/carrier-terms';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import type { CreateOrderResponse } from '../../payment/index.ts';
import {
  type OrderErrorHandler,
  OrderErrorHandling,
  PaymentForm,
  useOrderPayment,
  useSavedMethods,
} from '../../payment/index.ts';
import { bulkPaymentKeys } from '../api/bulk-payment-keys.ts';
import { useBulkPrice } from '../api/get-bulk-price.ts';
import { useInsuranceQuote } from '../api/get-insurance-quote.ts';
import { usePayable } from '../api/get-payable.ts';
import { useInsureShipments } from '../api/insure-shipments.ts';
import { rememberPayPalPayment } from '../hooks/bulk-payment-storage.ts';
import { BulkVoucher } from './bulk-voucher.tsx';
import { NotPayableList, OrderTotals, PayableList } from './payable-overview.tsx';
import { PaymentPreStep, usePreSteps } from './payment-prestep.tsx';

export type BulkPaymentFlowProps = {
  /** The selected rows; only those ready to purchase are paid. */
  shipments: ShipmentView[];
  /** Opens the insurance-from-payment flow. */
  onInsurance: () => void;
  onClose: () => void;
};

const referencesOf = (shipments: ShipmentView[]) => shipments.map((shipment) => shipment.reference);

/**
 * Bulk payment: the selected drafts that can be paid and those that cannot (and why), their
 * prices and the order total, the pre-steps (billing details, phone verification), then
 * one order for all of them paid through the checkout's payment. A one-shipment order ends on its
 * details page, a larger one on the payment summary; a 403 is 'Purchase is not allowed'.
 */
export const BulkPaymentFlow = ({ shipments, onInsurance }: BulkPaymentFlowProps) => {
  const { t } = useTranslation();
  const selected = useMemo(() => referencesOf(shipments), [shipments]);
  const payable = usePayable(selected);
  const references = useMemo(() => referencesOf(payable.data?.payable ?? []), [payable.data]);
  const price = useBulkPrice(references);
  const preSteps = usePreSteps();

  if (selected.length === 0)
    return (
      <Text size="sm" role="status">
        {t('bulk-payment.nothing-selected')}
      </Text>
    );
  if (payable.isPending) return <LoadingState label={t('bulk-payment.loading')} />;
  if (payable.isLoadingError)
    return (
      <ErrorState
        message={`${t('bulk-payment.error.payable')} ${apiErrorText(t, payable.error)}`}
        onRetry={() => void payable.refetch()}
      />
    );
  const { notPayable } = payable.data;
  if (references.length === 0)
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          {t('bulk-payment.none')}
        </Alert>
        <NotPayableList notPayable={notPayable} />
      </Stack>
    );
  if (preSteps.isLoading || preSteps.isError || preSteps.steps.length > 0)
    return <PaymentPreStep preSteps={preSteps} />;

  return (
    <Stack gap="md">
      <PayableList payable={payable.data.payable} price={price.data} />
      <NotPayableList notPayable={notPayable} />
      {price.isPending ? <LoadingState /> : null}
      {price.isError ? (
        <ErrorState
          message={`${t('checkout.payment.error.price')} ${t('checkout.payment.error.subtitle')}`}
          onRetry={() => void price.refetch()}
        />
      ) : null}
      {price.data ? (
        <>
          <OrderTotals price={price.data} />
          <BulkVoucher price={price.data} />
          <Group>
            <Button variant="light" onClick={onInsurance}>
              {t('bulk-payment.add-insurance')}
            </Button>
          </Group>
          <BulkPaymentForm
            key={references.join(',')}
            payable={payable.data.payable}
            total={price.data.totalPrice.totalPrice}
            isOwnContract={price.data.shipmentsPriceDetails.every((details) => details.isOwnContract)}
          />
        </>
      ) : null}
    </Stack>
  );
};

/** The payment of the order, once its shipments and total are known. */
const BulkPaymentForm = ({
  payable,
  total,
  isOwnContract,
}: {
  payable: ShipmentView[];
  total: number;
  isOwnContract: boolean;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = usePrivatePaths();
  const queryClient = useQueryClient();
  const saved = useSavedMethods();
  const references = referencesOf(payable);
  const carrierIds = payable.map((shipment) => shipment.data.service?.carrierId ?? '');
  const carrierNames = [
    ...new Set(
      payable
        .filter((shipment) => requiresCarrierTerms([shipment.data.service?.carrierId ?? '']))
        .map((shipment) => shipment.data.service?.carrierName ?? ''),
    ),
  ];
  // Whatever went wrong, what can be paid may have changed: ask again.
  const showAndRefresh: OrderErrorHandler = ({ text, showError }) => {
    showError(text);
    void queryClient.invalidateQueries({ queryKey: bulkPaymentKeys.all });
  };

  const payment = useOrderPayment({
    references,
    amount: total,
    isFree: total === 0,
    isOwnContractOnly: isOwnContract && (saved.data?.length ?? 0) > 0,
    isTermsRequired: requiresCarrierTerms(carrierIds),
    // Back from PayPal to this inbox, where the panel reopens and completes the order.
    payPalReturnPath: location.pathname,
    onLeaveForPayPal: () => rememberPayPalPayment(references),
    onOrdered: (order: CreateOrderResponse) => {
      void queryClient.invalidateQueries({ queryKey: bulkPaymentKeys.all });
      const [only] = order.shipments;
      if (order.shipments.length === 1 && only) navigate(paths.shipmentDetails(only.reference));
      else navigate(paths.bulkSummary(order.orderReference), { state: { order } });
    },
    errorHandlers: {
      // A 403 when ordering: outside the checkout it ends on the error page.
      [OrderErrorHandling.Ignore]: () => {
        showErrorToast(t('error.purchase-not-allowed'));
        navigate(paths.error);
      },
      [OrderErrorHandling.BackToService]: showAndRefresh,
      [OrderErrorHandling.BackToAddress]: showAndRefresh,
      [OrderErrorHandling.AlreadyPaidCheck]: showAndRefresh,
    },
  });

  return (
    <PaymentForm payment={payment} carrierNames={carrierNames} isPayDisabled={references.length === 0} />
  );
};

export type BulkInsuranceFromPaymentFlowProps = {
  shipments: ShipmentView[];
  /** Back to the payment flow. */
  onBack: () => void;
};

/**
 * Insurance chosen from the bulk payment: the price of insuring the selected
 * shipments for their declared value, then insure and back to the payment with its prices asked
 * again.
 */
export const BulkInsuranceFromPaymentFlow = ({ shipments, onBack }: BulkInsuranceFromPaymentFlowProps) => {
  const { t, i18n } = useTranslation();
  const selected = useMemo(() => referencesOf(shipments), [shipments]);
  const quote = useInsuranceQuote(selected);
  const insure = useInsureShipments();
  const insurable = (quote.data?.productsDetails ?? [])
    .filter((details) => details.insurance.isAvailable)
    .map((details) => details.reference);
  const total = quote.data?.summary.products.insurance;

  const confirm = async () => {
    try {
      const answer = await insure.mutateAsync(insurable);
      const failed = insurable.filter((reference) => !answer[reference]?.insured);
      if (failed.length > 0) showErrorToast(t('bulk-payment.insurance.partial', { count: failed.length }));
      onBack();
    } catch (error) {
      showErrorToast(apiErrorText(t, error));
    }
  };

  if (quote.isPending) return <LoadingState label={t('bulk-payment.insurance.loading')} />;
  if (quote.isLoadingError)
    return <ErrorState message={apiErrorText(t, quote.error)} onRetry={() => void quote.refetch()} />;
  return (
    <Stack gap="md">
      <Text size="sm">{t('bulk-payment.insurance.intro')}</Text>
      {insurable.length === 0 ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('bulk-payment.insurance.none')}
        </Alert>
      ) : (
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Text size="sm">
              {t('bulk-payment.insurance.count', { count: insurable.length, total: selected.length })}
            </Text>
            {total ? (
              <Group justify="space-between">
                <Text fw={600}>{t('bulk-payment.insurance.total')}</Text>
                <Text fw={700}>
                  {formatMoney(total.totalPrice, { currency: total.currency, locale: i18n.language })}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Card>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('bulk-payment.insurance.back')}
        </Button>
        <Button onClick={() => void confirm()} disabled={insurable.length === 0} loading={insure.isPending}>
          {t('bulk-payment.insurance.confirm')}
        </Button>
      </Group>
    </Stack>
  );
};
