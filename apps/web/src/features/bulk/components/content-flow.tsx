import { Stack, Text, TextInput } from '@mantine/core';
import { toDecimalText } from '@shipdeck/domain/money/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { ProductPicker } from '../../products/index.ts';
import { checkContentValue, checkDescription } from '../../shipment-draft/index.ts';
import { useBulkSave } from '../hooks/use-bulk-save.ts';
import { FlowFooter } from './flow-footer.tsx';

/**
 * Edit content (with the content rules): one description and declared value for every selected
 * draft, typed or picked from the product catalogue (its description and the value of one unit).
 */
export const ContentFlow = ({
  references,
  onDone,
}: {
  references: string[];
  onDone: (failed: string[]) => void;
}) => {
  const { t } = useTranslation();
  const [description, setDescription] = useState('');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState({ description: false, value: false });
  const { save, isPending } = useBulkSave(onDone);
  const descriptionCheck = checkDescription(description);
  const valueCheck = checkContentValue(value);
  const descriptionLabel = t('bulk-panel.content.description');
  const valueLabel = t('bulk-panel.content.value');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ description: true, value: true });
    if (!descriptionCheck.ok || !valueCheck.ok) return;
    save(
      references.map((reference) => ({
        reference,
        content: { description: description.trim(), value: valueCheck.minor },
      })),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('bulk-panel.content.intro', { count: references.length })}</Text>
        <ProductPicker
          onPick={(product) => {
            setDescription(product.description);
            setValue(toDecimalText(product.unitValue, product.currency));
            setTouched({ description: true, value: true });
          }}
        />
        <TextInput
          label={descriptionLabel}
          required
          maxLength={200}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          onBlur={() => setTouched((current) => ({ ...current, description: true }))}
          error={
            touched.description && !descriptionCheck.ok
              ? translateMessageKey(t, descriptionCheck.message, descriptionLabel)
              : undefined
          }
        />
        <TextInput
          label={valueLabel}
          description={t('bulk-panel.content.value-hint')}
          required
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onBlur={() => setTouched((current) => ({ ...current, value: true }))}
          error={
            touched.value && !valueCheck.ok
              ? translateMessageKey(t, valueCheck.message, valueLabel)
              : undefined
          }
        />
        <FlowFooter canSave={descriptionCheck.ok && valueCheck.ok} isPending={isPending} />
      </Stack>
    </form>
  );
};
