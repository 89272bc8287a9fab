import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { PlaceField } from '@shipdeck/domain/addresses/address-format';
import { Controller, useWatch } from 'react-hook-form';
import { CountrySelect } from '../../../../shared/forms/country-select.tsx';
import type { AddressFormControls } from '../../hooks/use-address-form.ts';
import { PostcodeField } from '../postcode-field.tsx';

/**
 * Where the address is: street, country, then postcode, city and state in the country's order
 * ("10115 Berlin", "Austin, TX 78701") under the country's names ("ZIP code", "Province"). A country
 * whose carriers need a state or province offers its own as a required list; a country that writes
 * none shows no state (unless one is stored). The city is required except in the few countries
 * that write none (Singapore, Gibraltar…). A picked postcode fills the city and remembers its id;
 * changing the country or typing forgets the id, and a new country forgets the state.
 */
export const PlaceFields = ({ controls }: { controls: AddressFormControls }) => {
  const { register, control, setValue, format, labelOf, errorOf } = controls;
  const alpha2Code = useWatch({ control, name: 'alpha2Code' });
  const state = useWatch({ control, name: 'state' });
  const forgetPostcodeId = () => setValue('postalCodeId', '');
  const isStateShown = format.hasState || format.isStateRequired || Boolean(state);

  const inputs: Record<PlaceField, React.ReactNode> = {
    zipCode: (
      <Controller
        key="zipCode"
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
    ),
    city: (
      <TextInput
        key="city"
        label={labelOf('city')}
        autoComplete="address-level2"
        required={format.isCityRequired}
        error={errorOf('city')}
        {...register('city')}
      />
    ),
    state:
      format.subdivisions.length > 0 ? (
        <Controller
          key="state"
          control={control}
          name="state"
          render={({ field }) => (
            <Select
              label={labelOf('state')}
              autoComplete="address-level1"
              required={format.isStateRequired}
              searchable
              clearable
              data={format.subdivisions.map(({ code, name }) => ({ value: code, label: name }))}
              // Inline dropdown: inside a side panel (a modal) a portalled list would sit outside the dialog.
              comboboxProps={{ withinPortal: false }}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errorOf('state')}
            />
          )}
        />
      ) : (
        <TextInput
          key="state"
          label={labelOf('state')}
          autoComplete="address-level1"
          error={errorOf('state')}
          {...register('state')}
        />
      ),
  };

  const lines = format.placeLines.map((line) => line.filter((field) => field !== 'state' || isStateShown));
  if (isStateShown && !lines.flat().includes('state')) lines.push(['state']);

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
              if ((value ?? '') !== field.value) setValue('state', '');
              field.onChange(value ?? '');
              forgetPostcodeId();
            }}
            onBlur={field.onBlur}
            error={errorOf('alpha2Code')}
          />
        )}
      />
      {lines
        .filter((line) => line.length > 0)
        .map((line) => (
          <SimpleGrid key={line.join('-')} cols={{ base: 1, xs: line.length }} spacing="sm">
            {line.map((field) => inputs[field])}
          </SimpleGrid>
        ))}
    </>
  );
};
