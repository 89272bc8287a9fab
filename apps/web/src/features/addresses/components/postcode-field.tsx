import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { POSTCODE_LOOKUP_DEBOUNCE_MS } from '@shipdeck/domain/addresses/address-limits';
import type { PostalCode } from '@shipdeck/domain/geo/geo.schema';
import { isPostcodeRequired } from '@shipdeck/domain/geo/postcode-formats';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostalCodes } from '../api/get-postal-codes.ts';

// An option's value: never typed by a user, so it tells a picked suggestion from typing.
const SEPARATOR = ' — ';
const optionValue = (code: PostalCode) => `${code.zipCode}${SEPARATOR}${code.city}`;

export type PostcodeFieldProps = Omit<AutocompleteProps, 'data' | 'value' | 'onChange' | 'filter'> & {
  alpha2Code: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was picked: the caller fills the city and the postcode id. */
  onPick: (postalCode: PostalCode) => void;
};

/**
 * The postcode input with a look-up: suggestions for what is typed, asked 500 ms
 * after the last key stroke. Without suggestions (or with the look-up down) it is a plain input,
 * and the address rules still check the postcode's shape for the country. In a country with no
 * postcode system (Dubai, Hong Kong) it is optional and says it is not used there; what a seller
 * types anyway is kept.
 */
export const PostcodeField = ({
  alpha2Code,
  value,
  onChange,
  onPick,
  required,
  description,
  ...props
}: PostcodeFieldProps) => {
  const { t } = useTranslation();
  const isNeeded = isPostcodeRequired(alpha2Code);
  const [debounced] = useDebouncedValue(value, POSTCODE_LOOKUP_DEBOUNCE_MS);
  const { data } = usePostalCodes(alpha2Code, debounced);
  const byOption = useMemo(() => new Map((data ?? []).map((code) => [optionValue(code), code])), [data]);
  const isPicked = byOption.has(value);

  return (
    <Autocomplete
      {...props}
      required={Boolean(required) && isNeeded}
      description={isNeeded ? description : t('addresses.postcode-not-used')}
      value={value}
      // Inline dropdown: inside a side panel (a modal) a portalled list would sit outside the dialog.
      comboboxProps={{ withinPortal: false }}
      data={isPicked ? [] : [...byOption.keys()]}
      // The server already matched what was typed (postcode start or town name).
      filter={({ options }) => options}
      onChange={(next) => {
        const picked = byOption.get(next);
        if (picked) {
          onChange(picked.zipCode);
          onPick(picked);
        } else {
          onChange(next);
        }
      }}
    />
  );
};
