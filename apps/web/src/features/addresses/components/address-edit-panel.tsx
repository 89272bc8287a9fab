import { ADDRESS_LIMIT_EXCEEDED_KEY } from '@shipdeck/domain/addresses/address-limits';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { type AddressKind, addressKinds } from '../address-kinds.ts';
import { AddressForm, type AddressFormProps, type AddressFormResult } from './address-form.tsx';

/** What the panel edits: a new address, or a stored one (by its id). */
export type AddressEditing<T extends { id: string }> = { mode: 'create' } | { mode: 'edit'; address: T };

/**
 * The side panel that adds or edits a saved address of a kind. Adding is refused with the limit
 * message once the book is full; editing a stored address is not.
 */
export const AddressEditPanel = <T extends { id: string } & AddressFormProps['initialValues']>({
  kind,
  editing,
  defaultCountry,
  isAtLimit,
  onSubmit,
  onClose,
}: {
  kind: AddressKind;
  editing: AddressEditing<T> | null;
  defaultCountry: string;
  isAtLimit: boolean;
  onSubmit: (values: AddressFormResult) => Promise<void>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { texts } = addressKinds[kind];
  return (
    <SidePanel
      opened={editing !== null}
      onClose={onClose}
      title={editing?.mode === 'edit' ? t(`${texts}.edit-title`) : t(`${texts}.add-title`)}
      size="lg"
    >
      {editing ? (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          kind={kind}
          defaultCountry={defaultCountry}
          initialValues={editing.mode === 'edit' ? editing.address : undefined}
          submitLabel={t('addresses.actions.save')}
          onSubmit={onSubmit}
          onCancel={onClose}
          disabledMessageKey={editing.mode === 'create' && isAtLimit ? ADDRESS_LIMIT_EXCEEDED_KEY : undefined}
        />
      ) : null}
    </SidePanel>
  );
};
