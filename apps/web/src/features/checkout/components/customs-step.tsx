import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AddressMessage, isPrintableOnLabel } from '@shipdeck/domain/addresses/address-rules';
import {
  CUSTOMS_CATEGORIES,
  DEFAULT_CUSTOMS_CATEGORY,
  INCOTERMS,
  type Incoterm,
} from '@shipdeck/domain/customs/customs.schema';
import { HS_CODE_MESSAGE_KEY, isValidHsCode, normaliseHsCode } from '@shipdeck/domain/customs/hs-code';
import {
  isValidRecipientTaxId,
  normaliseRecipientTaxId,
  RECIPIENT_TAX_ID_MAX_LENGTH,
  RECIPIENT_TAX_ID_MESSAGE_KEY,
} from '@shipdeck/domain/customs/recipient-tax-id';
import { toDecimalText } from '@shipdeck/domain/money/money';
import { checkWeight } from '@shipdeck/domain/parcels/parcel-rules';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { DEFAULT_CURRENCY } from '@shipdeck/domain/units/units';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { ProductPicker, productFormDefaults, SaveLineButton } from '../../products/index.ts';
import { checkContentValue, useSaveShipment } from '../../shipment-draft/index.ts';
import { saveCustomsInvoice } from '../api/save-customs-invoice.ts';

type ItemRow = {
  description: string;
  quantity: string;
  unitValue: string;
  weight: string;
  hsCode: string;
  originCountry: string;
};
type Category = (typeof CUSTOMS_CATEGORIES)[number];

/**
 * Step 4, only when the goods cross a customs border: the customs invoice. It cannot be
 * skipped: a parcel that crosses the border without its declaration is held by customs.
 */
export const CustomsStep = ({ draft }: { draft: ShipmentView }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const save = useSaveShipment();
  const [category, setCategory] = useState<Category>(DEFAULT_CUSTOMS_CATEGORY);
  const [exportReason, setExportReason] = useState<Category>(DEFAULT_CUSTOMS_CATEGORY);
  const [incoterm, setIncoterm] = useState<Incoterm>('DAP');
  const [recipientTaxId, setRecipientTaxId] = useState('');
  const [items, setItems] = useState<ItemRow[]>([
    {
      description: draft.data.content.description ?? '',
      quantity: '1',
      unitValue: draft.data.content.value ? toDecimalText(draft.data.content.value, DEFAULT_CURRENCY) : '',
      weight: draft.data.parcels[0] ? String(draft.data.parcels[0].weight) : '',
      hsCode: '',
      originCountry: draft.data.from.alpha2Code ?? '',
    },
  ]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const goToPayment = async () => {
    await save.mutateAsync({ reference: draft.reference, shipment: { step: 'PAYMENT' } });
    navigate(paths.checkoutStep('payment', draft.reference));
  };

  const submit = async () => {
    const next: Record<string, string> = {};
    const clean = items.map((item, index) => {
      if (!item.description.trim()) next[`${index}.description`] = 'form.error.required';
      else if (!isPrintableOnLabel(item.description))
        next[`${index}.description`] = AddressMessage.labelScript;
      const quantity = Number(item.quantity);
      if (!Number.isInteger(quantity) || quantity < 1) next[`${index}.quantity`] = 'form.error.positive';
      const value = checkContentValue(item.unitValue);
      if (!value.ok) next[`${index}.unitValue`] = value.message;
      const weight = checkWeight(item.weight);
      if (!weight.ok) next[`${index}.weight`] = weight.message;
      const hsCode = normaliseHsCode(item.hsCode);
      if (!isValidHsCode(hsCode)) next[`${index}.hsCode`] = HS_CODE_MESSAGE_KEY;
      if (!item.originCountry) next[`${index}.originCountry`] = 'form.error.required';
      return {
        description: item.description.trim(),
        quantity,
        unitValue: value.ok ? value.minor : 0,
        weight: weight.ok ? weight.value : 0,
        hsCode,
        originCountry: item.originCountry,
      };
    });
    const taxId = normaliseRecipientTaxId(recipientTaxId);
    if (taxId && !isValidRecipientTaxId(taxId)) next.recipientTaxId = RECIPIENT_TAX_ID_MESSAGE_KEY;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setIsSaving(true);
    try {
      await saveCustomsInvoice({
        shipmentReference: draft.reference,
        category,
        exportReason,
        incoterm,
        items: clean,
        recipientTaxId: taxId || null,
        isDraft: false,
      });
      await goToPayment();
    } catch {
      // A customs save failure is a save-error toast.
      showErrorToast(t('checkout.customs.save-error'));
    } finally {
      setIsSaving(false);
    }
  };

  const error = (key: string, label: string) =>
    errors[key] ? translateMessageKey(t, errors[key]!, label) : undefined;
  const categories = CUSTOMS_CATEGORIES.map((value) => ({
    value,
    label: t(`checkout.customs.category.${value}`),
  }));
  const setItem = (index: number, patch: Partial<ItemRow>) =>
    setItems((current) => current.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <Stack gap="md">
      <Text size="sm">{t('checkout.customs.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('checkout.customs.category-label')}
          data={categories}
          value={category}
          allowDeselect={false}
          onChange={(value) => value && setCategory(value as Category)}
        />
        <Select
          label={t('checkout.customs.export-reason')}
          data={categories}
          value={exportReason}
          allowDeselect={false}
          onChange={(value) => value && setExportReason(value as Category)}
        />
        <Select
          label={t('checkout.customs.incoterm')}
          data={INCOTERMS.map((value) => ({ value, label: t(`checkout.customs.incoterms.${value}`) }))}
          value={incoterm}
          allowDeselect={false}
          onChange={(value) => value && setIncoterm(value as Incoterm)}
        />
        <TextInput
          label={t('checkout.customs.recipientTaxId')}
          description={t('checkout.customs.recipientTaxId-hint')}
          maxLength={RECIPIENT_TAX_ID_MAX_LENGTH + 10}
          autoComplete="off"
          value={recipientTaxId}
          onChange={(event) => setRecipientTaxId(event.currentTarget.value)}
          error={error('recipientTaxId', t('checkout.customs.recipientTaxId'))}
        />
      </SimpleGrid>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
        <Card key={index} withBorder role="group" aria-label={t('checkout.customs.item-n', { n: index + 1 })}>
          <ProductPicker mb="xs" onPick={(product) => setItem(index, productFormDefaults(product))} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {(['description', 'quantity', 'unitValue', 'weight', 'hsCode'] as const).map((field) => (
              <TextInput
                key={field}
                label={t(`checkout.customs.${field}`)}
                description={field === 'hsCode' ? t('checkout.customs.hsCode-hint') : undefined}
                inputMode={field === 'description' ? undefined : 'decimal'}
                required
                value={item[field]}
                onChange={(event) => setItem(index, { [field]: event.currentTarget.value })}
                error={error(`${index}.${field}`, t(`checkout.customs.${field}`))}
              />
            ))}
            <CountrySelect
              label={t('checkout.customs.originCountry')}
              required
              value={item.originCountry || null}
              onChange={(value) => setItem(index, { originCountry: value ?? '' })}
              error={error(`${index}.originCountry`, t('checkout.customs.originCountry'))}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <SaveLineButton line={item} aria-label={t('products.save-line-named', { n: index + 1 })} />
          </Group>
        </Card>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            setItems((current) => [
              ...current,
              {
                description: '',
                quantity: '1',
                unitValue: '',
                weight: '',
                hsCode: '',
                originCountry: draft.data.from.alpha2Code ?? '',
              },
            ])
          }
        >
          {t('checkout.customs.add-item')}
        </Button>
      </Group>
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(paths.checkoutStep('address', draft.reference))}>
          {t('checkout.back')}
        </Button>
        <Button onClick={submit} loading={isSaving}>
          {t('checkout.next')}
        </Button>
      </Group>
    </Stack>
  );
};
