import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { newShipmentOrigin } from '@shipdeck/domain/addresses/rules/sender-origin';
import { CUSTOM_PARCEL_ID } from '@shipdeck/domain/parcels/parcel.schema';
import { canAddParcel } from '@shipdeck/domain/parcels/parcel-rules';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { PostcodeField, useWarehouses } from '../../addresses/index.ts';
import { ParcelPicker, useParcels } from '../../parcels/index.ts';
import { useSaveShipment } from '../../shipment-draft/index.ts';
import {
  checkInfo,
  type InfoErrors,
  type InfoValues,
  isRouteChanged,
  type ParcelRow,
} from '../rules/info-form.ts';

const MEASURES = ['weight', 'length', 'width', 'height'] as const;

let rowCounter = 0;
/** Rows carry an id of their own so removing one keeps the others' inputs in place. */
type Row = ParcelRow & { rowId: number };
type Values = Omit<InfoValues, 'parcels'> & { parcels: Row[] };

const blankRow = (): Row => ({
  rowId: ++rowCounter,
  choice: CUSTOM_PARCEL_ID,
  weight: '',
  length: '',
  width: '',
  height: '',
});

const initialValues = (draft: ShipmentView | undefined, country: string): Values => ({
  from: { alpha2Code: draft?.data.from.alpha2Code ?? country, zipCode: draft?.data.from.zipCode ?? '' },
  to: { alpha2Code: draft?.data.to.alpha2Code ?? country, zipCode: draft?.data.to.zipCode ?? '' },
  parcels: draft?.data.parcels.length
    ? draft.data.parcels.map((p) => ({
        rowId: ++rowCounter,
        choice: p.id ?? CUSTOM_PARCEL_ID,
        weight: String(p.weight),
        length: String(p.length),
        width: String(p.width),
        height: String(p.height),
      }))
    : [blankRow()],
});

/** Step 1, info: where from, where to, and what parcels; Next saves the draft. */
export const InfoStep = ({ draft }: { draft: ShipmentView | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const paths = usePrivatePaths();
  const init = useInit();
  // Arrived from the onboarding's welcome tile: the first shipment gets a word on what comes next.
  const isFirstShipment = !draft && (location.state as { isNew?: boolean } | null)?.isNew === true;
  const save = useSaveShipment();
  const { data: savedParcels } = useParcels();
  const [values, setValues] = useState<Values>(() => initialValues(draft, init.client.alpha2Code ?? ''));
  const [errors, setErrors] = useState<InfoErrors>({});
  const { data: warehouses } = useWarehouses();

  // A new shipment leaves from the default warehouse, until the seller types another origin.
  useEffect(() => {
    if (draft || !warehouses) return;
    const origin = newShipmentOrigin({ warehouses, clientCountry: init.client.alpha2Code });
    setValues((current) =>
      current.from.zipCode === '' && current.from.alpha2Code === (init.client.alpha2Code ?? '')
        ? { ...current, from: origin }
        : current,
    );
  }, [draft, warehouses, init.client.alpha2Code]);

  // A new shipment starts with the seller's default parcel, when there is one.
  useEffect(() => {
    if (draft?.data.parcels.length || !savedParcels) return;
    const preferred = savedParcels.find((p) => p.isDefault);
    if (!preferred) return;
    setValues((current) =>
      current.parcels.length === 1 &&
      current.parcels[0]!.choice === CUSTOM_PARCEL_ID &&
      !current.parcels[0]!.weight
        ? {
            ...current,
            parcels: [
              {
                rowId: ++rowCounter,
                choice: preferred.id,
                weight: String(preferred.weight),
                length: String(preferred.length),
                width: String(preferred.width),
                height: String(preferred.height),
              },
            ],
          }
        : current,
    );
  }, [draft, savedParcels]);

  const error = (path: string, label?: string) =>
    errors[path] ? translateMessageKey(t, errors[path]!, label) : undefined;

  const setPlace = (side: 'from' | 'to', patch: Partial<InfoValues['from']>) =>
    setValues((current) => ({ ...current, [side]: { ...current[side], ...patch } }));
  const setRow = (index: number, patch: Partial<ParcelRow>) =>
    setValues((current) => ({
      ...current,
      parcels: current.parcels.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    }));

  const submit = async () => {
    const result = checkInfo(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const parcels = result.parcels.map((parcel, index) => {
      const choice = values.parcels[index]!.choice;
      return choice === CUSTOM_PARCEL_ID ? parcel : { ...parcel, id: choice };
    });
    const from = { ...draft?.data.from, ...result.from };
    const to = { ...draft?.data.to, ...result.to };
    const isStale =
      draft !== undefined &&
      isRouteChanged(
        {
          from: { alpha2Code: draft.data.from.alpha2Code ?? '', zipCode: draft.data.from.zipCode ?? '' },
          to: { alpha2Code: draft.data.to.alpha2Code ?? '', zipCode: draft.data.to.zipCode ?? '' },
          parcels: draft.data.parcels,
        },
        { from: result.from, to: result.to, parcels },
      );
    try {
      const view = await save.mutateAsync({
        reference: draft?.reference,
        shipment: {
          from,
          to,
          parcels,
          step: 'SERVICE_SELECTION',
          // Another route or other parcels: the chosen service and its points no longer apply.
          ...(isStale ? { service: null, dropoffPointId: null, collectionDate: null } : {}),
        },
      });
      navigate(paths.checkoutStep('service', view.reference));
    } catch (caught) {
      showErrorToast(apiErrorText(t, caught));
    }
  };

  return (
    <Stack gap="lg">
      {isFirstShipment ? (
        <Alert color="blue" title={t('checkout.info.welcome-title')}>
          {t('checkout.info.welcome-text')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['from', 'to'] as const).map((side) => (
          <Card key={side} withBorder component="fieldset" aria-label={t(`checkout.info.${side}`)}>
            <Stack gap="sm">
              <Title order={3} size="h5">
                {t(`checkout.info.${side}`)}
              </Title>
              <CountrySelect
                label={t('checkout.info.country')}
                required
                value={values[side].alpha2Code || null}
                onChange={(code) => setPlace(side, { alpha2Code: code ?? '', zipCode: '' })}
                error={error(`${side}.alpha2Code`, t('checkout.info.country'))}
              />
              <PostcodeField
                label={t('checkout.info.postcode')}
                required
                alpha2Code={values[side].alpha2Code}
                value={values[side].zipCode}
                onChange={(zipCode) => setPlace(side, { zipCode })}
                onPick={(postalCode) => setPlace(side, { zipCode: postalCode.zipCode })}
                error={error(`${side}.zipCode`, t('checkout.info.postcode'))}
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder component="fieldset" aria-label={t('checkout.info.parcels')}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('checkout.info.parcels')}
          </Title>
          {errors.parcels ? (
            <Text c="red" size="sm" role="alert">
              {translateMessageKey(t, errors.parcels)}
            </Text>
          ) : null}
          {values.parcels.map((row, index) => (
            <Stack
              key={row.rowId}
              gap="xs"
              aria-label={t('checkout.info.parcel-n', { n: index + 1 })}
              role="group"
            >
              <Group justify="space-between" align="flex-end">
                <ParcelPicker
                  style={{ flex: 1 }}
                  value={row.choice}
                  onChange={({ id, parcel }) =>
                    setRow(
                      index,
                      parcel
                        ? {
                            choice: id,
                            weight: String(parcel.weight),
                            length: String(parcel.length),
                            width: String(parcel.width),
                            height: String(parcel.height),
                          }
                        : { choice: id },
                    )
                  }
                />
                {values.parcels.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('checkout.info.remove-parcel', { n: index + 1 })}
                    onClick={() =>
                      setValues((current) => ({
                        ...current,
                        parcels: current.parcels.filter((_, i) => i !== index),
                      }))
                    }
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {MEASURES.map((measure) => (
                  <TextInput
                    key={measure}
                    label={t(`checkout.info.${measure}`)}
                    inputMode="decimal"
                    required
                    value={row[measure]}
                    onChange={(event) =>
                      setRow(index, { [measure]: event.currentTarget.value, choice: CUSTOM_PARCEL_ID })
                    }
                    error={error(`parcels.${index}.${measure}`, t(`checkout.info.${measure}`))}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          {canAddParcel(values.parcels.length) ? (
            <Button
              variant="light"
              onClick={() =>
                setValues((current) => ({ ...current, parcels: [...current.parcels, blankRow()] }))
              }
            >
              {t('checkout.info.add-parcel')}
            </Button>
          ) : null}
        </Stack>
      </Card>
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {t('checkout.next')}
        </Button>
      </Group>
    </Stack>
  );
};
