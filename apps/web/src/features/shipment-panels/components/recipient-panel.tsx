import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import type { Recipient } from '@shipdeck/domain/addresses/address.schema';
import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import {
  AddressForm,
  type AddressFormResult,
  RecipientPicker,
  useWarehouses,
  WarehousePicker,
} from '../../addresses/index.ts';
import { useSaveAndWait } from '../hooks/use-save-and-wait.ts';
import { senderWarehouseOf } from '../rules/sender-warehouse.ts';
import { AddressSummary, PanelSection } from './panel-section.tsx';
import { PickupPointSection } from './pickup-point-section.tsx';

type FormState = { isValid: boolean; values?: AddressFormResult };

/**
 * Recipient panel: the sender (a warehouse when one is selected, otherwise a
 * form), the recipient (address book or form, with an add-different-address button) and the
 * pick-up point when the service delivers to one. Forms are checked as they open; save waits for
 * the shipment's update: ready to purchase keeps the panel open and says so, otherwise it closes.
 */
export const RecipientPanel = ({ shipment, onClose }: { shipment: ShipmentView; onClose: () => void }) => {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const { saveAndWait, isSaving } = useSaveAndWait(shipment.reference);
  const needsPoint = Boolean(shipment.data.service?.dropOffDestination);
  // undefined while the warehouses load: the sender section cannot tell picker from form yet.
  const [warehouseId, setWarehouseId] = useState<string | null | undefined>(undefined);
  const [sender, setSender] = useState<FormState>({ isValid: false });
  const [bookEntry, setBookEntry] = useState<Recipient | null>(null);
  const [recipient, setRecipient] = useState<FormState>({ isValid: false });
  // A new key gives a blank recipient form ("add a different address").
  const [recipientFormKey, setRecipientFormKey] = useState(0);
  const [dropoffPointId, setDropoffPointId] = useState(shipment.data.dropoffPointId);
  const [isReady, setIsReady] = useState(false);

  useEffect(() => {
    if (warehouseId !== undefined) return;
    if (warehouses.data) setWarehouseId(senderWarehouseOf(shipment.data.from, warehouses.data)?.id ?? null);
    else if (warehouses.isError) setWarehouseId(null);
  }, [warehouseId, warehouses.data, warehouses.isError, shipment.data.from]);

  const warehouse = warehouses.data?.find((candidate) => candidate.id === warehouseId);
  const hasWarehouses = (warehouses.data?.length ?? 0) > 0;
  const isSenderValid = warehouse ? true : sender.isValid;
  const isRecipientValid = bookEntry ? true : recipient.isValid;
  const isPointMissing = needsPoint && !dropoffPointId;
  const canSave = warehouseId !== undefined && isSenderValid && isRecipientValid && !isPointMissing;

  const destination = shipment.data.to;
  const blankRecipient = {
    alpha2Code: destination.alpha2Code,
    zipCode: destination.zipCode,
    city: destination.city,
  };

  const save = async () => {
    const from = warehouse ? toShipmentAddress(warehouse) : toShipmentAddress(sender.values ?? {});
    const to = bookEntry ? toShipmentAddress(bookEntry) : toShipmentAddress(recipient.values ?? {});
    setIsReady(false);
    try {
      const updated = await saveAndWait({
        from,
        to,
        warehouseId: warehouse?.id ?? null,
        ...(needsPoint ? { dropoffPointId } : {}),
      });
      if (updated.state === ShipmentState.ReadyToPurchase) setIsReady(true);
      else onClose();
    } catch (caught) {
      showErrorToast(apiErrorText(t, caught));
    }
  };

  return (
    <Stack gap="lg">
      {isReady ? (
        <Alert color="green" role="status" title={t('shipment-panels.ready.title')}>
          {t('shipment-panels.ready.text', { reference: shipment.reference })}
        </Alert>
      ) : null}
      <PanelSection title={t('shipment-panels.recipient.sender')}>
        {warehouseId === undefined ? <LoadingState /> : null}
        {warehouseId !== undefined && hasWarehouses ? (
          <WarehousePicker
            clearable
            value={warehouseId}
            onChange={(picked) => setWarehouseId(picked?.id ?? null)}
            comboboxProps={{ withinPortal: false }}
          />
        ) : null}
        {warehouse ? <AddressSummary address={toShipmentAddress(warehouse)} /> : null}
        {warehouseId === null ? (
          <AddressForm
            kind="address"
            initialValues={shipment.data.from}
            submitLabel={t('shipment-panels.recipient.sender')}
            isSubmitHidden
            isValidatedOnMount
            onStateChange={setSender}
            onSubmit={async () => undefined}
          />
        ) : null}
      </PanelSection>
      <Divider />
      <PanelSection title={t('shipment-panels.recipient.recipient')}>
        <RecipientPicker
          destination={{ country: destination.alpha2Code, zipCode: destination.zipCode }}
          value={bookEntry?.id ?? null}
          onChange={setBookEntry}
          comboboxProps={{ withinPortal: false }}
        />
        {bookEntry ? (
          <AddressSummary address={toShipmentAddress(bookEntry)} />
        ) : (
          <AddressForm
            key={recipientFormKey}
            kind="address"
            initialValues={recipientFormKey === 0 ? destination : blankRecipient}
            submitLabel={t('shipment-panels.recipient.recipient')}
            isSubmitHidden
            isValidatedOnMount
            isStreetOptional={needsPoint}
            onStateChange={setRecipient}
            onSubmit={async () => undefined}
          />
        )}
        <Button
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setBookEntry(null);
            setRecipientFormKey((key) => key + 1);
          }}
        >
          {t('shipment-panels.recipient.add-different')}
        </Button>
      </PanelSection>
      {needsPoint ? (
        <>
          <Divider />
          <PickupPointSection shipment={shipment} value={dropoffPointId} onChange={setDropoffPointId} />
        </>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('shipment-panels.cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={!canSave} loading={isSaving}>
          {t('shipment-panels.save')}
        </Button>
      </Group>
    </Stack>
  );
};
