// What other features may use of the address book: the address form and pickers the checkout and the
// side panels embed, the queries they read and the one-line summary of an address.

export { recipientKeys } from './api/address-keys.ts';
export { createRecipient } from './api/create-recipient.ts';
export { useRecipientBookSize } from './api/get-recipient-book-size.ts';
export { useWarehouses } from './api/get-warehouses.ts';
export { AddressBlock } from './components/address-block.tsx';
export { AddressForm, type AddressFormResult } from './components/address-form.tsx';
export { PostcodeField } from './components/postcode-field.tsx';
export { RecipientPicker } from './components/recipient-picker.tsx';
export { WarehousePicker } from './components/warehouse-picker.tsx';
export type { AddressFormState } from './hooks/use-address-form-report.ts';
