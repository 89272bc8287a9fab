import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { CountrySelect } from '../../../../shared/forms/country-select.tsx';
import type { AddressFormControls } from '../../hooks/use-address-form.ts';
import { PostcodeField } from '../postcode-field.tsx';

/**
 * Where the address is: street, country, postcode with its look-up, city and state. A picked
 * postcode fills the city and remembers its id; changing the country or typing forgets the id.
 */
export const PlaceFields = ({ controls }: { controls: AddressFormControls }) => {
  const { register, control, setValue, labelOf, errorOf } = controls;
  const alpha2Code = useWatch({ control, name: 'alpha2Code' });
  const forgetPostcodeId = () => setValue('postalCodeId', '');
  return (
    <>
      <TextInput
        label={labelOf('street1')}
        autoComplete="address-line1"
        required
        error={errorOf('street1')}
        {...register('street1')}
      />
      <TextInput
        label={labelOf('street2')}
        autoComplete="address-line2"
        error={errorOf('street2')}
        {...register('street2')}
      />
      <Controller
        control={control}
        name="alpha2Code"
        render={({ field }) => (
          <CountrySelect
            label={labelOf('alpha2Code')}
            required
            name={field.name}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              forgetPostcodeId();
            }}
            onBlur={field.onBlur}
            error={errorOf('alpha2Code')}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Controller
          control={control}
          name="zipCode"
          render={({ field }) => (
            <PostcodeField
              label={labelOf('zipCode')}
              autoComplete="postal-code"
              required
              name={field.name}
              alpha2Code={alpha2Code}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                forgetPostcodeId();
              }}
              onBlur={field.onBlur}
              onPick={(postalCode) => {
                setValue('city', postalCode.city, { shouldValidate: true });
                setValue('postalCodeId', postalCode.id);
              }}
              error={errorOf('zipCode')}
            />
          )}
        />
        <TextInput
          label={labelOf('city')}
          autoComplete="address-level2"
          error={errorOf('city')}
          {...register('city')}
        />
      </SimpleGrid>
      <TextInput
        label={labelOf('state')}
        autoComplete="address-level1"
        error={errorOf('state')}
        {...register('state')}
      />
    </>
  );
};
