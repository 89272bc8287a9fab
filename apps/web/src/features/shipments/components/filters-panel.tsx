import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  canApplyFilters,
  type ShipmentFilters,
  shipmentFiltersSchema,
} from '@shipdeck/domain/shipments/shipment-filters.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shipmentSourceLabel } from '../../../shared/i18n/code-labels.ts';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { useFilterOptions } from '../api/get-filter-options.ts';
import { type FilterField, PANEL_FILTER_FIELDS } from '../rules/list-search-params.ts';

type PanelField = Exclude<FilterField, 'q'>;
type Values = Record<PanelField, string>;

const emptyValues = (): Values =>
  Object.fromEntries(PANEL_FILTER_FIELDS.map((field) => [field, ''])) as Values;

const filled = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) as Partial<Values>;

/** Errors of the filled fields, by field, as message keys. */
const errorsOf = (values: Values): Partial<Record<PanelField, string>> => {
  const parsed = shipmentFiltersSchema.safeParse(filled(values));
  if (parsed.success) return {};
  const errors: Partial<Record<PanelField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as PanelField;
    errors[field] ??= issue.message;
  }
  return errors;
};

type FiltersPanelProps = {
  opened: boolean;
  onClose: () => void;
  inbox: Inbox;
  filters: ShipmentFilters;
  /** The new panel fields; an empty string clears a field. */
  onApply: (values: Values) => void;
};

/** Every filter field; Apply only when the form is valid and not empty. */
export const FiltersPanel = ({ opened, onClose, inbox, filters, onApply }: FiltersPanelProps) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(emptyValues);
  const [touched, setTouched] = useState<Partial<Record<PanelField, boolean>>>({});
  const carriers = useFilterOptions('carriers', inbox, opened);
  const sources = useFilterOptions('sources', inbox, opened);

  useEffect(() => {
    if (!opened) return;
    const next = emptyValues();
    for (const field of PANEL_FILTER_FIELDS) next[field] = filters[field] ?? '';
    setValues(next);
    setTouched({});
  }, [opened, filters]);

  const errors = errorsOf(values);
  const label = (field: PanelField) => t(`shipments.filters.fields.${field}`);
  const errorFor = (field: PanelField) => {
    const key = errors[field];
    if (!key || !(touched[field] || values[field] !== '')) return undefined;
    return t(key as 'form.error.invalid', { field: label(field) });
  };
  const bind = (field: PanelField) => ({
    label: label(field),
    value: values[field],
    error: errorFor(field),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const isApplyEnabled = canApplyFilters(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isApplyEnabled) return;
    onApply(values);
    onClose();
  };
  const clear = () => {
    onApply(emptyValues());
    onClose();
  };

  const any = t('shipments.filters.any');
  const carrierOptions = [
    { value: '', label: any },
    ...(carriers.data ?? []).map((name) => ({ value: name, label: name })),
  ];
  const sourceOptions = [
    { value: '', label: any },
    ...(sources.data ?? []).map((code) => ({
      value: code,
      label: shipmentSourceLabel(t, code),
    })),
  ];
  // A value from the link that the inbox no longer lists is kept selectable.
  if (values.carrier_name && !carrierOptions.some((option) => option.value === values.carrier_name)) {
    carrierOptions.push({ value: values.carrier_name, label: values.carrier_name });
  }
  if (values.source && !sourceOptions.some((option) => option.value === values.source)) {
    sourceOptions.push({ value: values.source, label: shipmentSourceLabel(t, values.source) });
  }

  return (
    <SidePanel opened={opened} onClose={onClose} title={t('shipments.filters.title')}>
      <form onSubmit={submit} aria-label={t('shipments.filters.title')} noValidate>
        <Stack gap="sm">
          <NativeSelect {...bind('carrier_name')} data={carrierOptions} disabled={carriers.isPending} />
          <NativeSelect {...bind('source')} data={sourceOptions} disabled={sources.isPending} />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput type="date" {...bind('created_at_from')} />
            <TextInput type="date" {...bind('created_at_to')} />
            <TextInput type="date" {...bind('delivery_date_from')} />
            <TextInput type="date" {...bind('delivery_date_to')} />
          </SimpleGrid>
          <NativeSelect
            {...bind('label_downloaded')}
            data={[
              { value: '', label: any },
              { value: 'true', label: t('shipments.filters.yes') },
              { value: 'false', label: t('shipments.filters.no') },
            ]}
          />
          <TextInput {...bind('recipient_name')} />
          <TextInput {...bind('recipient_surname')} />
          <TextInput {...bind('shipment_custom_reference')} />
          <Group justify="space-between" mt="md">
            <Button variant="subtle" onClick={clear}>
              {t('shipments.filters.clear')}
            </Button>
            <Button type="submit" disabled={!isApplyEnabled}>
              {t('shipments.filters.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SidePanel>
  );
};
