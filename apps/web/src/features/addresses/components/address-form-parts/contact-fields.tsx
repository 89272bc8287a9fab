import { SimpleGrid, TextInput } from '@mantine/core';
import type { AddressFormControls } from '../../hooks/use-address-form.ts';

/** How the carrier reaches the person: e-mail and phone (the phone is checked for the country). */
export const ContactFields = ({ controls }: { controls: AddressFormControls }) => {
  const { register, labelOf, errorOf } = controls;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={labelOf('email')}
        type="email"
        autoComplete="email"
        required
        error={errorOf('email')}
        {...register('email')}
      />
      <TextInput
        label={labelOf('phone')}
        type="tel"
        autoComplete="tel"
        required
        error={errorOf('phone')}
        {...register('phone')}
      />
    </SimpleGrid>
  );
};
