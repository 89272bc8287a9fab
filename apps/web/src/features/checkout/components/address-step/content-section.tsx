import { Autocomplete, Card, Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_SUGGESTIONS } from '../../../shipment-draft/index.ts';
import type { AddressStepState } from '../../hooks/use-address-step.ts';
import { useErrorText } from './address-step-errors.tsx';

/** What the parcel holds: its description, declared value and whether it is second hand. */
export const ContentSection = ({ step }: { step: AddressStepState }) => {
  const { t } = useTranslation();
  const errorText = useErrorText(step.errors);
  const { content } = step;
  return (
    <Card withBorder component="section" aria-label={t('checkout.content.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('checkout.content.title')}
        </Title>
        <Autocomplete
          label={t('checkout.content.description')}
          required
          maxLength={200}
          comboboxProps={{ withinPortal: false }}
          data={CONTENT_SUGGESTIONS.map((key) => t(`checkout.content.suggestions.${key}`))}
          value={content.description}
          onChange={content.setDescription}
          error={errorText('description', t('checkout.content.description'))}
        />
        <TextInput
          label={t('checkout.content.value')}
          inputMode="decimal"
          required
          value={content.value}
          onChange={(event) => content.setValue(event.currentTarget.value)}
          error={errorText('value', t('checkout.content.value'))}
        />
        <Checkbox
          label={t('checkout.content.second-hand')}
          checked={content.isSecondHand}
          onChange={(event) => content.setIsSecondHand(event.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
};
