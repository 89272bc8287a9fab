import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { ALPHA2_CODES } from '@shipdeck/domain/geo/country-codes';
import { countryDisplayName } from '@shipdeck/domain/geo/country-display-name';
import { searchCountries } from '@shipdeck/domain/geo/country-search';
import { uiLanguageOf } from '@shipdeck/domain/geo/postal-zones';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Every country, named in the UI language by the platform's own data (Intl.DisplayNames). */
export const useCountryOptions = () => {
  const { i18n } = useTranslation();
  const language = uiLanguageOf(i18n.language);
  return useMemo(() => {
    const options = ALPHA2_CODES.map((code) => ({ value: code, label: countryDisplayName(code, language) }));
    const byCode = new Map(options.map((option) => [option.value, option]));
    // The dropdown lists what the country search finds, in its order: a name in any UI language,
    // an alias ("USA", "Holland") or the ISO code, prefix matches first.
    const filter: OptionsFilter = ({ search, limit }) =>
      searchCountries({ query: search, language, limit }).flatMap((code): ComboboxItem[] => {
        const option = byCode.get(code);
        return option ? [option] : [];
      });
    return { options, filter };
  }, [language]);
};

export type CountrySelectProps = Omit<SelectProps, 'data' | 'filter'>;

/**
 * The country input of every form: a combobox whose value is the alpha-2 code. Typing filters;
 * arrow keys move through the list, Enter picks the highlighted country, Escape closes the list.
 */
export const CountrySelect = (props: CountrySelectProps) => {
  const { t } = useTranslation();
  const { options, filter } = useCountryOptions();
  // Inline dropdown: inside a side panel (a modal) a portalled list would sit outside the dialog.
  return (
    <Select
      searchable
      data={options}
      filter={filter}
      selectFirstOptionOnChange
      nothingFoundMessage={t('form.country.nothing-found')}
      comboboxProps={{ withinPortal: false }}
      {...props}
    />
  );
};
