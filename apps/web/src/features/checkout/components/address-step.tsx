import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { senderWarehouseFor } from '@shipdeck/domain/addresses/rules/sender-origin';
import { toDecimalText } from '@shipdeck/domain/money/money';
import { serviceLabelOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { ShipmentAddress, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { LoadingState } from '../../../shared/ui/states.tsx';
import { createRecipient } from '../../addresses/api/create-recipient.ts';
import { useWarehouses } from '../../addresses/api/get-warehouses.ts';
import { AddressForm } from '../../addresses/components/address-form.tsx';
import { RecipientPicker } from '../../addresses/components/recipient-picker.tsx';
import { WarehousePicker } from '../../addresses/components/warehouse-picker.tsx';
import type { AddressFormState } from '../../addresses/hooks/use-address-form-report.ts';
import { PointPicker, pointsNear } from '../../service-choice/index.ts';
import {
  CONTENT_SUGGESTIONS,
  checkContentValue,
  checkDescription,
  useSaveShipment,
} from '../../shipment-draft/index.ts';
import { useRememberEach, useStepMemory } from '../hooks/use-step-memory.ts';
import { hasRefusedValue, isComplete } from '../rules/address-completeness.ts';
import { needsCustoms } from '../rules/checkout-guards.ts';
import { AddressSummary } from './address-summary.tsx';

type Errors = Partial<Record<'sender' | 'recipient' | 'dropoff' | 'description' | 'value' | 'alias', string>>;

type Typed = AddressFormState['typed'];

/** The step as the seller left it, chosen and typed, before Next saved it to the draft. */
type AddressStepMemory = {
  sender: ShipmentAddress | null;
  warehouseId: string | null;
  isSenderForm: boolean;
  senderTyped: Typed | null;
  recipient: ShipmentAddress | null;
  bookId: string | null;
  editing: { address: ShipmentAddress; isSaved: boolean } | null;
  recipientTyped: Typed | null;
  isAddToBook: boolean;
  alias: string;
  dropoffPointId: string | null;
  description: string;
  value: string;
  isSecondHand: boolean;
};

/** A form's typed values if it is valid, as a shipment address; null while it is not. */
const typedAddress = (state: AddressFormState | null) =>
  state?.isValid && state.values ? toShipmentAddress(state.values) : null;

/**
 * Step 3, addresses: the sender from a warehouse or a form, the recipient
 * from the address book or a form (with add-to-book), the pick-up point when the service delivers
 * to one, and the content.
 */
export const AddressStep = ({ draft }: { draft: ShipmentView }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const save = useSaveShipment();
  const warehouses = useWarehouses();
  const service = draft.data.service!;
  const memory = useStepMemory<AddressStepMemory>('address', {
    reference: draft.reference,
    version: draft.data.updatedAt,
  });
  const last = memory.remembered;
  const [sender, setSender] = useState<ShipmentAddress | null>(
    last ? last.sender : isComplete(draft.data.from) ? draft.data.from : null,
  );
  const [warehouseId, setWarehouseId] = useState<string | null>(last?.warehouseId ?? null);
  // A stored sender or recipient the rules refuse opens in its form, the error shown on the field.
  const [isSenderRefused] = useState(() => hasRefusedValue(draft.data.from));
  const [isRecipientRefused] = useState(() => hasRefusedValue(draft.data.to));
  const [isSenderForm, setIsSenderForm] = useState(last?.isSenderForm ?? isSenderRefused);
  // What is typed in the open forms: Next uses a valid one without its own button being pressed.
  const [senderForm, setSenderForm] = useState<AddressFormState | null>(
    last?.senderTyped ? { isValid: false, typed: last.senderTyped } : null,
  );
  const [recipientForm, setRecipientForm] = useState<AddressFormState | null>(
    last?.recipientTyped ? { isValid: false, typed: last.recipientTyped } : null,
  );
  // Each Next that finds an open form incomplete reopens it with every field's error shown.
  const [checkRound, setCheckRound] = useState(0);
  // A parcel collected at a pick-up point needs no street of the recipient, as in the side panel.
  const isRecipientStreetOptional = Boolean(service.dropOffDestination);
  const [recipient, setRecipient] = useState<ShipmentAddress | null>(
    last
      ? last.recipient
      : isComplete(draft.data.to, { isStreetOptional: isRecipientStreetOptional })
        ? draft.data.to
        : null,
  );
  const [bookId, setBookId] = useState<string | null>(last?.bookId ?? null);
  // Editing a saved address shows an update label.
  const [editing, setEditing] = useState<{ address: ShipmentAddress; isSaved: boolean } | null>(
    last ? last.editing : isRecipientRefused ? { address: draft.data.to, isSaved: false } : null,
  );
  const [isAddToBook, setIsAddToBook] = useState(last?.isAddToBook ?? false);
  const [alias, setAlias] = useState(last?.alias ?? '');
  const [dropoffPointId, setDropoffPointId] = useState<string | null>(
    last ? last.dropoffPointId : draft.data.dropoffPointId,
  );
  const [description, setDescription] = useState(last?.description ?? draft.data.content.description ?? '');
  const [value, setValue] = useState(
    last?.value ??
      (draft.data.content.value === undefined
        ? ''
        : toDecimalText(draft.data.content.value, DEFAULT_CURRENCY)),
  );
  const [isSecondHand, setIsSecondHand] = useState(
    last?.isSecondHand ?? draft.data.content.secondHand ?? false,
  );
  useRememberEach(memory.remember, {
    sender,
    warehouseId,
    isSenderForm,
    senderTyped: senderForm?.typed ?? null,
    recipient,
    bookId,
    editing,
    recipientTyped: recipient ? null : (recipientForm?.typed ?? null),
    isAddToBook,
    alias,
    dropoffPointId,
    description,
    value,
    isSecondHand,
  } satisfies AddressStepMemory);
  const [errors, setErrors] = useState<Errors>({});
  const hasWarehouses = (warehouses.data?.length ?? 0) > 0;

  // A draft keeps the sender it has. One without a sender is sent from a warehouse at its origin;
  // with none there the form opens on the origin, so the route the service was chosen for stays.
  const [isSenderSettled, setIsSenderSettled] = useState(sender !== null || isSenderRefused || last !== null);
  useEffect(() => {
    if (isSenderSettled || !warehouses.data) return;
    setIsSenderSettled(true);
    const atOrigin = senderWarehouseFor({ origin: draft.data.from, warehouses: warehouses.data });
    if (atOrigin) {
      setWarehouseId(atOrigin.id);
      setSender(toShipmentAddress(atOrigin));
    } else if (warehouses.data.length > 0) setIsSenderForm(true);
  }, [isSenderSettled, warehouses.data, draft.data.from]);
  const place = (side: 'from' | 'to') => ({
    alpha2Code: draft.data[side].alpha2Code,
    zipCode: draft.data[side].zipCode,
    city: draft.data[side].city,
  });

  const isSenderFormShown = (!sender && !hasWarehouses && !warehouses.isLoading) || isSenderForm;

  const submit = async () => {
    const next: Errors = {};
    // An open form is what the seller means: its values are used when they are valid.
    const senderToSave = isSenderFormShown ? typedAddress(senderForm) : sender;
    const recipientToSave = recipient ?? typedAddress(recipientForm);
    if (!senderToSave) next.sender = 'checkout.address.error.sender';
    if (!recipientToSave) next.recipient = 'checkout.address.error.recipient';
    if ((isSenderFormShown && !senderToSave) || (!recipient && !recipientToSave))
      setCheckRound((round) => round + 1);
    if (service.dropOffDestination && !dropoffPointId) next.dropoff = 'dropoff-info.error.text';
    const descriptionCheck = checkDescription(description);
    if (!descriptionCheck.ok) next.description = descriptionCheck.message;
    const valueCheck = checkContentValue(value);
    if (!valueCheck.ok) next.value = valueCheck.message;
    if (isAddToBook && !alias.trim()) next.alias = 'form.error.required';
    setErrors(next);
    if (Object.keys(next).length > 0 || !senderToSave || !recipientToSave || !valueCheck.ok) return;
    const hasCustoms = needsCustoms(draft.data);
    try {
      if (isAddToBook) {
        await createRecipient({ alias: alias.trim(), ...recipientToSave } as Parameters<
          typeof createRecipient
        >[0]);
      }
      const view = await save.mutateAsync({
        reference: draft.reference,
        shipment: {
          from: senderToSave,
          to: recipientToSave,
          warehouseId,
          dropoffPointId: service.dropOffDestination ? dropoffPointId : null,
          content: { description: description.trim(), value: valueCheck.minor, secondHand: isSecondHand },
          step: hasCustoms ? 'CUSTOMS' : 'PAYMENT',
        },
      });
      memory.forget();
      // Another origin or destination the service does not serve: the seller chooses another
      // service for the new route instead of meeting a price that cannot be had.
      if (view.data.serviceProblem) {
        showErrorToast(t('checkout.address.service-not-on-route', { service: serviceLabelOf(service) }));
        navigate(paths.checkoutStep('service', view.reference));
        return;
      }
      navigate(paths.checkoutStep(hasCustoms ? 'customs' : 'payment', view.reference));
    } catch (caught) {
      showErrorToast(apiErrorText(t, caught));
    }
  };

  const errorText = (key: keyof Errors, label?: string) =>
    errors[key] ? translateMessageKey(t, errors[key]!, label) : undefined;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-label={t('checkout.address.sender')}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('checkout.address.sender')}
            </Title>
            {warehouses.isLoading ? <LoadingState /> : null}
            {hasWarehouses ? (
              <WarehousePicker
                value={warehouseId}
                onChange={(warehouse) => {
                  setWarehouseId(warehouse?.id ?? null);
                  if (warehouse) {
                    setSender(toShipmentAddress(warehouse));
                    setIsSenderForm(false);
                    setSenderForm(null);
                  }
                }}
              />
            ) : null}
            {sender && !isSenderForm ? (
              <AddressSummary
                label={t('checkout.address.sender')}
                address={sender}
                onChange={() => {
                  setIsSenderForm(true);
                  setSenderForm(null);
                  setWarehouseId(null);
                }}
              />
            ) : null}
            {isSenderFormShown ? (
              <AddressForm
                kind="address"
                key={`sender-${checkRound}`}
                initialValues={
                  senderForm?.typed ?? {
                    ...(isSenderRefused ? draft.data.from : place('from')),
                    ...(sender ?? {}),
                  }
                }
                isValidatedOnMount={(isSenderRefused && !sender) || checkRound > 0}
                onStateChange={setSenderForm}
                submitLabel={t('checkout.address.use-sender')}
                onSubmit={async (values) => {
                  setSender(toShipmentAddress(values));
                  setSenderForm(null);
                  setWarehouseId(null);
                  setIsSenderForm(false);
                }}
              />
            ) : null}
            {errors.sender ? (
              <Text c="red" size="sm" role="alert">
                {errorText('sender')}
              </Text>
            ) : null}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-label={t('checkout.address.recipient')}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('checkout.address.recipient')}
            </Title>
            <RecipientPicker
              destination={{ country: draft.data.to.alpha2Code, zipCode: draft.data.to.zipCode }}
              value={bookId}
              onChange={(entry) => {
                setBookId(entry?.id ?? null);
                if (entry) {
                  setRecipient(toShipmentAddress(entry));
                  setRecipientForm(null);
                  // The add-to-book box resets when the recipient is no longer being edited.
                  setIsAddToBook(false);
                }
              }}
            />
            {recipient ? (
              <AddressSummary
                label={t('checkout.address.recipient')}
                address={recipient}
                onChange={() => {
                  setEditing({ address: recipient, isSaved: bookId !== null });
                  setRecipient(null);
                  setRecipientForm(null);
                  setBookId(null);
                }}
              />
            ) : (
              <AddressForm
                kind="address"
                key={`${editing ? 'editing' : 'new'}-${checkRound}`}
                initialValues={recipientForm?.typed ?? editing?.address ?? place('to')}
                isValidatedOnMount={
                  (isRecipientRefused && editing?.address === draft.data.to) || checkRound > 0
                }
                onStateChange={setRecipientForm}
                isStreetOptional={isRecipientStreetOptional}
                submitLabel={t(
                  editing?.isSaved ? 'checkout.address.update-recipient' : 'checkout.address.use-recipient',
                )}
                onSubmit={async (values) => {
                  setRecipient(toShipmentAddress(values));
                  setRecipientForm(null);
                  setBookId(null);
                  setEditing(null);
                }}
              />
            )}
            {!bookId ? (
              <Checkbox
                label={t('checkout.address.add-to-book')}
                checked={isAddToBook}
                onChange={(event) => setIsAddToBook(event.currentTarget.checked)}
              />
            ) : null}
            {isAddToBook && !bookId ? (
              <TextInput
                label={t('addresses.field.alias')}
                required
                maxLength={50}
                value={alias}
                onChange={(event) => setAlias(event.currentTarget.value)}
                error={errorText('alias', t('addresses.field.alias'))}
              />
            ) : null}
            {errors.recipient ? (
              <Text c="red" size="sm" role="alert">
                {errorText('recipient')}
              </Text>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
      {service.dropOffDestination ? (
        <Card withBorder component="section" aria-label={t('checkout.address.pickup')}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('checkout.address.pickup')}
            </Title>
            <PointPicker
              near={pointsNear(service.id, draft.data.to, draft.data.parcels)}
              side="recipient"
              label={t('shipment-panels.recipient.pickup-list')}
              emptyText={t('shipment-panels.recipient.pickup-none')}
              value={dropoffPointId}
              onChange={setDropoffPointId}
              name="pickup"
            />
            {errors.dropoff ? (
              <Alert color="red" role="alert">
                {errorText('dropoff')}
              </Alert>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      <Card withBorder component="section" aria-label={t('checkout.content.title')}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('checkout.content.title')}
          </Title>
          <Autocomplete
            label={t('checkout.content.description')}
            required
            maxLength={200}
            comboboxProps={{ withinPortal: false }}
            data={CONTENT_SUGGESTIONS.map((key) => t(`checkout.content.suggestions.${key}`))}
            value={description}
            onChange={setDescription}
            error={errorText('description', t('checkout.content.description'))}
          />
          <TextInput
            label={t('checkout.content.value')}
            inputMode="decimal"
            required
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={errorText('value', t('checkout.content.value'))}
          />
          <Checkbox
            label={t('checkout.content.second-hand')}
            checked={isSecondHand}
            onChange={(event) => setIsSecondHand(event.currentTarget.checked)}
          />
        </Stack>
      </Card>
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(paths.checkoutStep('service', draft.reference))}>
          {t('checkout.back')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('checkout.next')}
        </Button>
      </Group>
    </Stack>
  );
};
