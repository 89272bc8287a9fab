import { ADDRESS_LIMIT_EXCEEDED_KEY } from '@shipdeck/domain/addresses/address-limits';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { AddressForm, type AddressFormProps, type AddressFormResult } from './address-form.tsx';

/** What the panel edits: a new address, or a stored one (by its id). */
export type AddressEditing<T extends { id: string }> = { mode: 'create' } | { mode: 'edit'; address: T };

/**
 * The side panel that adds or edits a sender or recipient address. Adding is
 * refused with the limit message once the book is full; editing a stored address is not.
 */
export const AddressEditPanel = <T extends { id: string } & AddressFormProps['initialValues']>({
  kind,
  editing,
  titles,
  defaultCountry,
  isAtLimit,
  onSubmit,
  onClose,
}: {
  kind: AddressFormProps['kind'];
  editing: AddressEditing<T> | null;
  titles: { create: string; edit: string };
  defaultCountry: string;
  isAtLimit: boolean;
  onSubmit: (values: AddressFormResult) => Promise<void>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <SidePanel
      opened={editing !== null}
      onClose={onClose}
      title={editing?.mode === 'edit' ? titles.edit : titles.create}
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
