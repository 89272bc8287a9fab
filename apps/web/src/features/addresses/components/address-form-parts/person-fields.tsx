import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addressKinds } from '../../address-kinds.ts';
import type { AddressFormControls } from '../../hooks/use-address-form.ts';
import type { AddressFormKind } from './address-form-values.ts';

/** Who the address is: the alias of a saved address, the names and the company. */
export const PersonFields = ({
  kind,
  controls,
}: {
  kind: AddressFormKind;
  controls: AddressFormControls;
}) => {
  const { t } = useTranslation();
  const { register, labelOf, errorOf } = controls;
  return (
    <>
      {kind === 'address' ? null : (
        <TextInput
          label={labelOf('alias')}
          description={t(addressKinds[kind].aliasHint)}
          required
          maxLength={50}
          error={errorOf('alias')}
          {...register('alias')}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={labelOf('firstName')}
          autoComplete="given-name"
          required
          error={errorOf('firstName')}
          {...register('firstName')}
        />
        <TextInput
          label={labelOf('lastName')}
          autoComplete="family-name"
          required
          error={errorOf('lastName')}
          {...register('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label={labelOf('company')}
        autoComplete="organization"
        error={errorOf('company')}
        {...register('company')}
      />
    </>
  );
};
