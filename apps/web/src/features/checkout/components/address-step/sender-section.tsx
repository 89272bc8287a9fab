import { Card, Stack, Title } from '@mantine/core';
import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../../shared/ui/states.tsx';
import { AddressForm, WarehousePicker } from '../../../addresses/index.ts';
import type { AddressStepState } from '../../hooks/use-address-step.ts';
import { AddressSummary } from '../address-summary.tsx';
import { SectionError, useErrorText } from './address-step-errors.tsx';
import { storedAddressOf } from './stored-address-of.ts';

/** The sender: one of the seller's warehouses, or an address typed in the form. */
export const SenderSection = ({ step }: { step: AddressStepState }) => {
  const { t } = useTranslation();
  const errorText = useErrorText(step.errors);
  const { sender, draft, checkRound } = step;
  return (
    <Card withBorder component="section" aria-label={t('checkout.address.sender')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('checkout.address.sender')}
        </Title>
        {step.warehouses.isLoading ? <LoadingState /> : null}
        {step.hasWarehouses ? (
          <WarehousePicker
            value={sender.warehouseId}
            onChange={(warehouse) => {
              sender.setWarehouseId(warehouse?.id ?? null);
              if (warehouse) {
                sender.set(toShipmentAddress(warehouse));
                sender.setIsForm(false);
                sender.setForm(null);
              }
            }}
          />
        ) : null}
        {sender.value && !sender.isForm ? (
          <AddressSummary
            label={t('checkout.address.sender')}
            address={sender.value}
            onChange={() => {
              sender.setIsForm(true);
              sender.setForm(null);
              sender.setWarehouseId(null);
            }}
          />
        ) : null}
        {sender.isFormShown ? (
          <AddressForm
            kind="address"
            key={`sender-${checkRound}`}
            initialValues={
              sender.form?.typed ?? {
                ...storedAddressOf(draft, 'from'),
                ...(sender.value ?? {}),
              }
            }
            isValidatedOnMount={(sender.isRefused && !sender.value) || checkRound > 0}
            onStateChange={sender.setForm}
            submitLabel={t('checkout.address.use-sender')}
            onSubmit={async (values) => {
              sender.set(toShipmentAddress(values));
              sender.setForm(null);
              sender.setWarehouseId(null);
              sender.setIsForm(false);
            }}
          />
        ) : null}
        <SectionError text={errorText('sender')} />
      </Stack>
    </Card>
  );
};
