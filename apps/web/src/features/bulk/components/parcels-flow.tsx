import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CUSTOM_PARCEL_ID } from '@shipdeck/domain/parcels/parcel.schema';
import { checkDimension, checkWeight } from '@shipdeck/domain/parcels/parcel-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { ParcelPicker } from '../../parcels/index.ts';
import { useBulkSave } from '../hooks/use-bulk-save.ts';
import { FlowFooter } from './flow-footer.tsx';

const MEASURES = ['weight', 'length', 'width', 'height'] as const;
type Measure = (typeof MEASURES)[number];
type Measures = Record<Measure, string>;

const EMPTY: Measures = { weight: '', length: '', width: '', height: '' };
const checkOf = (measure: Measure) => (measure === 'weight' ? checkWeight : checkDimension);

/**
 * Edit parcels (with the parcel rules): a saved parcel or typed measures become the one parcel of
 * every selected draft.
 */
export const ParcelsFlow = ({
  references,
  onDone,
}: {
  references: string[];
  onDone: (failed: string[]) => void;
}) => {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState<string | undefined>();
  const [measures, setMeasures] = useState<Measures>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<Measure>>(new Set());
  const { save, isPending } = useBulkSave(onDone);
  const checks = Object.fromEntries(MEASURES.map((m) => [m, checkOf(m)(measures[m])])) as Record<
    Measure,
    ReturnType<typeof checkWeight>
  >;
  const isValid = MEASURES.every((m) => checks[m].ok);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(MEASURES));
    const values = MEASURES.map((m) => checks[m]);
    if (!values.every((check) => check.ok)) return;
    const [weight, length, width, height] = values.map((check) => (check.ok ? check.value : 0)) as [
      number,
      number,
      number,
      number,
    ];
    save(
      references.map((reference) => ({
        reference,
        parcels: [{ ...(name ? { name } : {}), weight, length, width, height }],
      })),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('bulk-panel.parcels.intro', { count: references.length })}</Text>
        <ParcelPicker
          value={choice}
          onChange={({ id, parcel }) => {
            setChoice(id);
            setName(parcel?.name);
            setMeasures(
              parcel
                ? {
                    weight: String(parcel.weight),
                    length: String(parcel.length),
                    width: String(parcel.width),
                    height: String(parcel.height),
                  }
                : EMPTY,
            );
            if (id !== CUSTOM_PARCEL_ID) setTouched(new Set());
          }}
        />
        <TextInput
          label={t('parcels.field.weight')}
          description={t('parcels.field.weight-hint')}
          required
          inputMode="decimal"
          value={measures.weight}
          onChange={(event) => {
            const weight = event.currentTarget.value;
            setMeasures((current) => ({ ...current, weight }));
          }}
          onBlur={() => setTouched((current) => new Set(current).add('weight'))}
          error={
            touched.has('weight') && !checks.weight.ok
              ? translateMessageKey(t, checks.weight.message, t('parcels.field.weight'))
              : undefined
          }
        />
        <SimpleGrid cols={3} spacing="sm">
          {(['length', 'width', 'height'] as const).map((measure) => {
            const check = checks[measure];
            return (
              <TextInput
                key={measure}
                label={t(`parcels.field.${measure}`)}
                required
                inputMode="numeric"
                value={measures[measure]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setMeasures((current) => ({ ...current, [measure]: text }));
                }}
                onBlur={() => setTouched((current) => new Set(current).add(measure))}
                error={
                  touched.has(measure) && !check.ok
                    ? translateMessageKey(t, check.message, t(`parcels.field.${measure}`))
                    : undefined
                }
              />
            );
          })}
        </SimpleGrid>
        <FlowFooter canSave={isValid} isPending={isPending} />
      </Stack>
    </form>
  );
};
