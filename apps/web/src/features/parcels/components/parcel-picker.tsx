import { Select, type SelectProps } from '@mantine/core';
import {
  CUSTOM_PARCEL_ID,
  customParcelPlaceholder,
  type SavedParcel,
} from '@shipdeck/domain/parcels/parcel.schema';
import { useTranslation } from 'react-i18next';
import { useParcels } from '../api/get-parcels.ts';
import { parcelDimensions, parcelWeight } from './parcel-format.ts';

export type ParcelPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** A saved parcel's id, or CUSTOM_PARCEL_ID for measures typed by hand. */
  value: string | null;
  /** `null` parcel with the custom id: the caller shows the ParcelForm's measure inputs. */
  onChange: (choice: { id: string; parcel: SavedParcel | null }) => void;
};

/**
 * Chooses a saved parcel or the placeholder custom parcel: the placeholder is a
 * client-side entry, never stored, meaning "I will type the measures".
 */
export const ParcelPicker = ({ value, onChange, ...props }: ParcelPickerProps) => {
  const { t, i18n } = useTranslation();
  const { data: parcels = [], isLoading, isError } = useParcels();
  return (
    <Select
      label={t('parcels.picker.label')}
      placeholder={isLoading ? t('states.loading') : undefined}
      error={isError ? t('states.error') : undefined}
      allowDeselect={false}
      {...props}
      data={[
        { value: customParcelPlaceholder.id, label: t(customParcelPlaceholder.nameKey) },
        ...parcels.map((p) => ({
          value: p.id,
          label: `${p.name} · ${parcelWeight(p.weight, i18n.language)} · ${parcelDimensions(p)}`,
        })),
      ]}
      value={value}
      onChange={(id) => {
        if (!id) return;
        onChange({ id, parcel: id === CUSTOM_PARCEL_ID ? null : (parcels.find((p) => p.id === id) ?? null) });
      }}
    />
  );
};
