import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { requiresCarrierTerms } from '@shipdeck/domain/orders/rules/carrier-terms';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import {
  InvoiceCard,
  OrderErrorHandling,
  PaymentForm,
  PhoneVerification,
  PriceSummary,
  useBillingClient,
  useOrderPayment,
  usePhoneStatus,
  useSavedMethods,
} from '../../payment/index.ts';
import { ExtrasForm, shipmentQueryOptions, usePrice, useUpdateProducts } from '../../shipment-draft/index.ts';
import { PriceUnavailable } from './price-unavailable.tsx';

/** Step 5, payment: price, extras, voucher, carrier terms and payment. */
export const PaymentStep = ({ draft }: { draft: ShipmentView }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = usePrivatePaths();
  const queryClient = useQueryClient();
  const reference = draft.reference;
  const price = usePrice(reference);
  const update = useUpdateProducts(reference);
  const saved = useSavedMethods();
  const billing = useBillingClient();
  const phone = usePhoneStatus();
  const [isExtrasValid, setIsExtrasValid] = useState(true);
  const [voucher, setVoucher] = useState('');

  const details = price.data?.shipmentsPriceDetails[0];
  const total = price.data?.totalPrice.totalPrice ?? 0;
  const isFree = price.data !== undefined && total === 0;
  // Own-contract shipments are paid to the carrier under the seller's contract, once a
  // stored method exists.
  const isOwnContractOnly = details?.isOwnContract === true && (saved.data?.length ?? 0) > 0;

  const isTermsRequired = requiresCarrierTerms([draft.data.service?.carrierId ?? '']);
  // The one-time code is asked only when its status is active and the client is not verified.
  const isPhoneRequired = phone.data?.active === true && !phone.data.verified;
  const isBillingMissing = billing.data === null;
  const onValidity = useCallback((isValid: boolean) => setIsExtrasValid(isValid), []);

  const payment = useOrderPayment({
    references: [reference],
    amount: total,
    isFree,
    isOwnContractOnly,
    isTermsRequired,
    payPalReturnPath: location.pathname,
    onOrdered: async () => {
      await queryClient.invalidateQueries({ queryKey: shipmentQueryOptions(reference).queryKey });
      navigate(paths.shipmentDetails(reference));
    },
    // Order errors inside the checkout go back to the step at fault; a 403 stays ignored here.
    errorHandlers: {
      [OrderErrorHandling.BackToService]: ({ text }) => {
        showErrorToast(text);
        navigate(paths.checkoutStep('service', reference));
      },
      [OrderErrorHandling.BackToAddress]: ({ text }) => {
        showErrorToast(text);
        navigate(paths.checkoutStep('address', reference));
      },
      [OrderErrorHandling.AlreadyPaidCheck]: async () => {
        try {
          const fresh = await queryClient.fetchQuery({ ...shipmentQueryOptions(reference), staleTime: 0 });
          if (/^(AWAITING_COMPLETION|READY_TO_PURCHASE)/.test(fresh.state)) {
            showErrorToast(t('checkout.payment.error.server-request'));
            navigate(paths.inbox('all'));
          } else {
            navigate(paths.shipmentDetails(reference));
          }
        } catch (caught) {
          showErrorToast(apiErrorText(t, caught));
          navigate(paths.inbox('all'));
        }
      },
    },
  });

  const applyVoucher = async (next: string | null) => {
    try {
      await update.mutateAsync({ voucher: next });
      if (next === null) setVoucher('');
    } catch (caught) {
      showErrorToast(apiErrorText(t, caught));
    }
  };

  if (price.isLoading) return <LoadingState />;
  if (price.isError || !price.data || !details)
    return <PriceUnavailable draft={draft} error={price.error} onRetry={() => price.refetch()} />;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="md">
          <Card withBorder component="section" aria-label={t('checkout.extras.title')}>
            <Title order={3} size="h5" mb="sm">
              {t('checkout.extras.title')}
            </Title>
            <ExtrasForm
              details={details}
              contentValue={draft.data.content.value}
              onChange={(input) => update.mutate(input)}
              onValidity={onValidity}
            />
          </Card>
          {details.availableProducts.allowsVoucher ? (
            <Card withBorder component="section" aria-label={t('checkout.voucher.title')}>
              <Title order={3} size="h5" mb="sm">
                {t('checkout.voucher.title')}
              </Title>
              {details.selection.voucher ? (
                <Group justify="space-between">
                  <Text size="sm">{t('checkout.voucher.applied', { code: details.selection.voucher })}</Text>
                  <Button
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    onClick={() => void applyVoucher(null)}
                    loading={update.isPending}
                  >
                    {t('checkout.voucher.remove')}
                  </Button>
                </Group>
              ) : (
                <Group align="flex-end">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('checkout.voucher.code')}
                    value={voucher}
                    onChange={(event) => setVoucher(event.currentTarget.value)}
                  />
                  <Button
                    variant="light"
                    disabled={!voucher.trim()}
                    loading={update.isPending}
                    onClick={() => void applyVoucher(voucher.trim())}
                  >
                    {t('checkout.voucher.apply')}
                  </Button>
                </Group>
              )}
            </Card>
          ) : null}
        </Stack>
        <Stack gap="md">
          <Card withBorder component="section">
            <Title order={3} size="h5" mb="sm">
              {t('checkout.payment.summary')}
            </Title>
            <PriceSummary price={price.data} />
          </Card>
          <Card withBorder component="section" aria-label={t('checkout.invoice.title')}>
            <Title order={3} size="h5" mb="sm">
              {t('checkout.invoice.title')}
            </Title>
            {billing.isLoading ? <LoadingState /> : null}
            {billing.isError ? <ErrorState onRetry={() => billing.refetch()} /> : null}
            {billing.data !== undefined ? <InvoiceCard billing={billing.data} /> : null}
          </Card>
          {isPhoneRequired ? (
            <Card withBorder component="section" aria-label={t('checkout.phone.title')}>
              <Title order={3} size="h5" mb="sm">
                {t('checkout.phone.title')}
              </Title>
              <PhoneVerification initialPhone={phone.data?.phone ?? null} />
            </Card>
          ) : null}
          <PaymentForm
            payment={payment}
            carrierNames={[draft.data.service?.carrierName ?? '']}
            notice={
              isBillingMissing ? (
                <Text size="sm" c="dimmed">
                  {t('checkout.invoice.required')}
                </Text>
              ) : null
            }
            secondaryAction={
              <Button variant="default" onClick={() => navigate(paths.checkoutStep('address', reference))}>
                {t('checkout.back')}
              </Button>
            }
            isPayDisabled={!isExtrasValid || update.isPending || isBillingMissing || isPhoneRequired}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
};
