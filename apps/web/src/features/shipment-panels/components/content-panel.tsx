import { Alert, Autocomplete, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { toDecimalText } from '@shipdeck/domain/money/money';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { ShipmentState } from '@shipdeck/domain/shipments/shipment-states';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { CONTENT_SUGGESTIONS, checkContentValue, checkDescription } from '../../shipment-draft/index.ts';
import { useSaveAndWait } from '../hooks/use-save-and-wait.ts';

// A shipment's content value is in the platform's currency.
const valueText = (minor: number | undefined) =>
  minor === undefined ? '' : toDecimalText(minor, DEFAULT_CURRENCY);

/**
 * Content: what is sent and its value. Save waits for the
 * shipment's update; a shipment now ready to purchase is offered the payment, otherwise the panel
 * closes.
 */
export const ContentPanel = ({
  shipment,
  onClose,
  onGoToPayment,
}: {
  shipment: ShipmentView;
  onClose: () => void;
  onGoToPayment: (reference: string) => void;
}) => {
  const { t } = useTranslation();
  const { saveAndWait, isSaving } = useSaveAndWait(shipment.reference);
  const [description, setDescription] = useState(shipment.data.content.description ?? '');
  const [value, setValue] = useState(valueText(shipment.data.content.value));
  const [isSecondHand, setIsSecondHand] = useState(shipment.data.content.secondHand ?? false);
  const [touched, setTouched] = useState({ description: false, value: false });
  const [isReady, setIsReady] = useState(false);

  const descriptionCheck = checkDescription(description);
  const valueCheck = checkContentValue(value);
  // A new content value can change what insuring it costs, so the insurance is chosen
  // again (in other benefits, or at the payment).
  const isValueChanged =
    valueCheck.ok && shipment.data.service !== null && valueCheck.minor !== shipment.data.content.value;
  const errorOf = (field: 'description' | 'value', label: string) => {
    const check = field === 'description' ? descriptionCheck : valueCheck;
    return touched[field] && !check.ok ? translateMessageKey(t, check.message, label) : undefined;
  };

  const save = async () => {
    setTouched({ description: true, value: true });
    if (!descriptionCheck.ok || !valueCheck.ok) return;
    try {
      const updated = await saveAndWait({
        content: { description: description.trim(), value: valueCheck.minor, secondHand: isSecondHand },
      });
      if (updated.state === ShipmentState.ReadyToPurchase) {
        setIsReady(true);
        return;
      }
      showSuccessToast(t('shipment-panels.content.saved'));
      onClose();
    } catch (caught) {
      showErrorToast(apiErrorText(t, caught));
    }
  };

  if (isReady)
    return (
      <Stack gap="md" role="region" aria-label={t('shipment-panels.content.payment-title')}>
        <Title order={3} size="h4">
          {t('shipment-panels.content.payment-title')}
        </Title>
        <Text>{t('shipment-panels.ready.text', { reference: shipment.reference })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('shipment-panels.close')}
          </Button>
          <Button onClick={() => onGoToPayment(shipment.reference)}>
            {t('shipment-panels.content.go-to-payment')}
          </Button>
        </Group>
      </Stack>
    );

  const descriptionLabel = t('checkout.content.description');
  const valueLabel = t('checkout.content.value');
  return (
    <Stack gap="md">
      <Autocomplete
        label={descriptionLabel}
        required
        maxLength={200}
        comboboxProps={{ withinPortal: false }}
        data={CONTENT_SUGGESTIONS.map((key) => t(`checkout.content.suggestions.${key}`))}
        value={description}
        onChange={setDescription}
        onBlur={() => setTouched((current) => ({ ...current, description: true }))}
        error={errorOf('description', descriptionLabel)}
      />
      <TextInput
        label={valueLabel}
        description={t('shipment-panels.content.value-hint')}
        inputMode="decimal"
        required
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => setTouched((current) => ({ ...current, value: true }))}
        error={errorOf('value', valueLabel)}
      />
      {isValueChanged && shipment.data.content.value !== undefined ? (
        <Alert color="yellow" role="alert">
          {t('checkout.extras.insurance-price-change')}
        </Alert>
      ) : null}
      <Checkbox
        label={t('checkout.content.second-hand')}
        checked={isSecondHand}
        onChange={(event) => setIsSecondHand(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('shipment-panels.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={isSaving}>
          {t('shipment-panels.save')}
        </Button>
      </Group>
    </Stack>
  );
};
