import { Select, type SelectProps } from '@mantine/core';
import { ALPHA2_CODES } from '@shipdeck/domain/geo/country-codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Country names in the UI language from the browser's own data, so no list is downloaded. */
export const useCountryOptions = () => {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      names = undefined;
    }
    return ALPHA2_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.language),
    );
  }, [i18n.language]);
};

export type CountrySelectProps = Omit<SelectProps, 'data'>;

/** A searchable country select whose value is the alpha-2 code. */
export const CountrySelect = (props: CountrySelectProps) => {
  const options = useCountryOptions();
  // Inline dropdown: inside a side panel (a modal) a portalled list would sit outside the dialog.
  return (
    <Select
      searchable
      data={options}
      nothingFoundMessage="—"
      comboboxProps={{ withinPortal: false }}
      {...props}
    />
  );
};
