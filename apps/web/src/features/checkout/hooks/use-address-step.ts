import { senderWarehouseFor } from '@shipdeck/domain/addresses/rules/sender-origin';
import { toDecimalText } from '@shipdeck/domain/money/money';
import { serviceLabelOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import { toShipmentAddress } from '@shipdeck/domain/shipments/rules/shipment-address';
import type { ShipmentAddress, ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { type AddressFormState, useWarehouses } from '../../addresses/index.ts';
import { checkContentValue, checkDescription, useSaveShipment } from '../../shipment-draft/index.ts';
import { hasRefusedValue, isComplete } from '../rules/address-completeness.ts';
import { needsCustoms } from '../rules/checkout-guards.ts';
import { useAddToBook } from './use-add-to-book.ts';
import { useRememberEach, useStepMemory } from './use-step-memory.ts';

export type AddressStepErrors = Partial<
  Record<'sender' | 'recipient' | 'dropoff' | 'description' | 'value' | 'alias', string>
>;

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

const contentValueText = (draft: ShipmentView) =>
  draft.data.content.value === undefined ? '' : toDecimalText(draft.data.content.value, DEFAULT_CURRENCY);

/**
 * Everything the address step holds: what was chosen and typed (remembered when the seller leaves the
 * step and comes back), the errors of the last Next, and the Next itself.
 */
export const useAddressStep = (draft: ShipmentView) => {
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
  const addToBook = useAddToBook();
  const isSavingToBook = isAddToBook && !addToBook.isBookFull;
  const [dropoffPointId, setDropoffPointId] = useState<string | null>(
    last ? last.dropoffPointId : draft.data.dropoffPointId,
  );
  const [description, setDescription] = useState(last?.description ?? draft.data.content.description ?? '');
  const [value, setValue] = useState(last?.value ?? contentValueText(draft));
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
  const [errors, setErrors] = useState<AddressStepErrors>({});
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

  const isSenderFormShown = (!sender && !hasWarehouses && !warehouses.isLoading) || isSenderForm;

  const collectErrors = () => {
    const next: AddressStepErrors = {};
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
    if (isSavingToBook && !alias.trim()) next.alias = 'form.error.required';
    return { next, senderToSave, recipientToSave, valueCheck };
  };

  return {
    draft,
    service,
    warehouses,
    hasWarehouses,
    errors,
    setErrors,
    collectErrors,
    forget: memory.forget,
    checkRound,
    sender: {
      value: sender,
      set: setSender,
      warehouseId,
      setWarehouseId,
      isForm: isSenderForm,
      setIsForm: setIsSenderForm,
      isFormShown: isSenderFormShown,
      form: senderForm,
      setForm: setSenderForm,
      isRefused: isSenderRefused,
    },
    recipient: {
      value: recipient,
      set: setRecipient,
      bookId,
      setBookId,
      editing,
      setEditing,
      form: recipientForm,
      setForm: setRecipientForm,
      isRefused: isRecipientRefused,
      isStreetOptional: isRecipientStreetOptional,
      isAddToBook,
      setIsAddToBook,
      isBookFull: addToBook.isBookFull,
      isSavingToBook,
      saveToBookOnce: addToBook.saveOnce,
      alias,
      setAlias,
    },
    dropoff: { pointId: dropoffPointId, setPointId: setDropoffPointId },
    content: { description, setDescription, value, setValue, isSecondHand, setIsSecondHand },
  };
};

export type AddressStepState = ReturnType<typeof useAddressStep>;

/**
 * Next: checks every section, adds the recipient to the address book when asked, saves the draft and
 * goes on to customs or payment — or back to the services when the new route is not served.
 */
export const useSubmitAddressStep = (step: AddressStepState) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const save = useSaveShipment();
  const { draft, service } = step;

  const submit = async () => {
    const { next, senderToSave, recipientToSave, valueCheck } = step.collectErrors();
    step.setErrors(next);
    if (Object.keys(next).length > 0 || !senderToSave || !recipientToSave || !valueCheck.ok) return;
    const hasCustoms = needsCustoms(draft.data);
    const { isSavingToBook, saveToBookOnce, alias } = step.recipient;
    const { description, isSecondHand } = step.content;
    try {
      if (isSavingToBook) {
        await saveToBookOnce({ alias: alias.trim(), ...recipientToSave } as Parameters<
          typeof saveToBookOnce
        >[0]);
      }
      const view = await save.mutateAsync({
        reference: draft.reference,
        shipment: {
          from: senderToSave,
          to: recipientToSave,
          warehouseId: step.sender.warehouseId,
          dropoffPointId: service.dropOffDestination ? step.dropoff.pointId : null,
          content: { description: description.trim(), value: valueCheck.minor, secondHand: isSecondHand },
          step: hasCustoms ? 'CUSTOMS' : 'PAYMENT',
        },
      });
      step.forget();
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
  return { submit, isSaving: save.isPending };
};
