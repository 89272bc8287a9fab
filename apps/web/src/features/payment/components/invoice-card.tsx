import { Alert, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { printedPlaceLines } from '@shipdeck/domain/addresses/address-format';
import {
  type BillingClient,
  type BillingClientInput,
  billingClientInputSchema,
  billingErrorMessageOf,
} from '@shipdeck/domain/billing/billing.schema';
import { isBusinessClient } from '@shipdeck/domain/client/client.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { countryLabel } from '../../../shared/i18n/code-labels.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useSaveBillingClient } from '../api/update-billing-client.ts';

const TEXT_FIELDS = [
  'companyName',
  'taxId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'location',
  'zipCode',
] as const;
/** Optional: printed on the customs documents of the seller's shipments. */
const CUSTOMS_FIELDS = ['eoriNumber', 'vatNumber', 'iossNumber'] as const;
type Field = (typeof TEXT_FIELDS)[number] | (typeof CUSTOMS_FIELDS)[number];
type Values = Record<Field | 'country', string> & { type: 'autonomous' | 'business' };

type ClientProfile = ReturnType<typeof useInit>['client'];

/**
 * The form's values: the stored invoicing details, or — before there are any — the account's own
 * details, invoiced in the client's country (the account's country, not the tenant's default).
 */
const valuesOf = (billing: BillingClient | null, client: ClientProfile, email: string): Values => ({
  type: billing?.type ?? client.type,
  companyName: billing?.companyName ?? client.companyName ?? '',
  taxId: billing?.taxId ?? (isBusinessClient(client) ? client.taxId : ''),
  firstName: billing?.firstName ?? client.firstName,
  lastName: billing?.lastName ?? client.lastName,
  email: billing?.email ?? email,
  phone: billing?.phone ?? client.phone ?? '',
  address: billing?.address ?? client.address ?? '',
  location: billing?.location ?? client.city ?? '',
  zipCode: billing?.zipCode ?? client.zipCode ?? '',
  country: billing?.country ?? client.alpha2Code,
  eoriNumber: billing?.eoriNumber ?? '',
  vatNumber: billing?.vatNumber ?? '',
  iossNumber: billing?.iossNumber ?? '',
});

const isCustomsField = (field: Field) => (CUSTOMS_FIELDS as readonly string[]).includes(field);

/**
 * The invoice card of the payment step: the invoicing details in view mode, or the
 * billing form — in edit mode from the start when there are none. Validated on change.
 */
export const InvoiceCard = ({ billing }: { billing: BillingClient | null }) => {
  const { t, i18n } = useTranslation();
  const init = useInit();
  const save = useSaveBillingClient();
  const [isEditing, setIsEditing] = useState(billing === null);
  const [values, setValues] = useState<Values>(() => valuesOf(billing, init.client, init.user.email));
  const [isTouched, setIsTouched] = useState(false);
  const [formMessage, setFormMessage] = useState<string>();
  const isBusinessOnly = init.tenant.switches.businessClientsOnly === true;
  const type = isBusinessOnly ? 'business' : values.type;

  const parsed = billingClientInputSchema.safeParse({
    ...values,
    type,
    companyName: type === 'business' ? values.companyName : null,
  });
  const errorOf = (field: string, label: string) => {
    if (!isTouched || parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    return issue ? translateMessageKey(t, issue.message, label) : undefined;
  };

  if (!isEditing && billing)
    return (
      <Stack gap={2} role="group" aria-label={t('checkout.invoice.title')}>
        <Text size="sm" fw={600}>
          {billing.companyName ?? `${billing.firstName} ${billing.lastName}`}
        </Text>
        <Text size="sm">{billing.taxId}</Text>
        <Text size="sm">
          {[
            billing.address,
            // Town, state and postcode in the order the country writes them ("London, W1K 1AA").
            ...printedPlaceLines({
              zipCode: billing.zipCode,
              city: billing.location,
              state: billing.state,
              alpha2Code: billing.country,
            }),
            countryLabel(billing.country, i18n.language),
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
        {CUSTOMS_FIELDS.map((field) =>
          billing[field] ? (
            <Text size="sm" key={field}>
              {t(`checkout.invoice.field.${field}`)}: {billing[field]}
            </Text>
          ) : null,
        )}
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setIsEditing(true)}>
            {t('checkout.invoice.edit')}
          </Button>
        </Group>
      </Stack>
    );

  const submit = async () => {
    setIsTouched(true);
    setFormMessage(undefined);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data as BillingClientInput);
      setIsEditing(false);
    } catch (error) {
      setFormMessage(
        billingErrorMessageOf({
          status: isApiError(error) ? error.status : 0,
          code: isApiError(error) ? error.code : undefined,
        }),
      );
    }
  };
  const input = (field: Field) => (
    <TextInput
      key={field}
      label={t(`checkout.invoice.field.${field}`)}
      required={!isCustomsField(field) && (field !== 'companyName' || type === 'business')}
      value={values[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
        setIsTouched(true);
      }}
      error={errorOf(field, t(`checkout.invoice.field.${field}`))}
    />
  );

  return (
    <Stack gap="sm" role="group" aria-label={t('checkout.invoice.title')}>
      {formMessage ? (
        <Alert color="red" role="alert">
          {translateMessageKey(t, formMessage)}
        </Alert>
      ) : null}
      {isBusinessOnly ? null : (
        <Select
          label={t('checkout.invoice.field.type')}
          data={[
            { value: 'autonomous', label: t('checkout.invoice.type.autonomous') },
            { value: 'business', label: t('checkout.invoice.type.business') },
          ]}
          value={values.type}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          onChange={(value) =>
            value && setValues((current) => ({ ...current, type: value as Values['type'] }))
          }
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {type === 'business' ? input('companyName') : null}
        {TEXT_FIELDS.filter((field) => field !== 'companyName').map(input)}
        <CountrySelect
          label={t('checkout.invoice.field.country')}
          required
          value={values.country || null}
          onChange={(value) => setValues((current) => ({ ...current, country: value ?? '' }))}
          error={errorOf('country', t('checkout.invoice.field.country'))}
        />
      </SimpleGrid>
      <Fieldset legend={t('checkout.invoice.customs-title')} variant="unstyled">
        <Text size="xs" c="dimmed" mb="xs">
          {t('checkout.invoice.customs-hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {CUSTOMS_FIELDS.map(input)}
        </SimpleGrid>
      </Fieldset>
      <Group justify="flex-end">
        {billing ? (
          <Button variant="default" onClick={() => setIsEditing(false)}>
            {t('checkout.invoice.cancel')}
          </Button>
        ) : null}
        <Button onClick={submit} loading={save.isPending}>
          {t('checkout.invoice.save')}
        </Button>
      </Group>
    </Stack>
  );
};
