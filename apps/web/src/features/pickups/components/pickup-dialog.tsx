import { Alert, Button, Group, Loader, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { Pickup, PickupSlot } from '@shipdeck/domain/pickups/pickup.schema';
import { pickupSlotProblems } from '@shipdeck/domain/pickups/rules/pickup-slot-problems';
import { useEffect, useMemo, useState } from 'react';
import { apiErrorText, translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { formatCalendarDate, formatTimeOfDay } from '../../../shared/i18n/format-calendar-date.ts';
import { showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useBookPickup } from '../api/book-pickup.ts';
import { usePickupOptions } from '../api/get-pickup-options.ts';
import { useMovePickup } from '../api/move-pickup.ts';
import { windowChoices } from '../rules/window-choices.ts';
import { usePickupText } from './use-pickup-text.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
} & ({ references: readonly string[]; pickup?: undefined } | { pickup: Pickup; references?: undefined });

/**
 * Books a carrier collection for bought shipments of one origin, or moves a booked one: a day the
 * carrier offers (working days, today only before its cut-off), a window of at least two hours in its
 * hours, the parcels. One request key per opening, so a double click or a retry books once.
 */
export const PickupDialog = ({ opened, onClose, references, pickup }: Props) => {
  const { t, tAny, language } = usePickupText();
  const shipmentReferences = useMemo(
    () => references ?? pickup?.shipments.map((shipment) => shipment.reference) ?? [],
    [references, pickup],
  );
  const options = usePickupOptions(shipmentReferences, opened);
  const book = useBookPickup();
  const move = useMovePickup();
  const [edited, setSlot] = useState<PickupSlot | null>(null);
  const [failure, setFailure] = useState<string>();
  const [problemField, setProblemField] = useState<string>();
  const requestKey = useMemo(() => (opened ? crypto.randomUUID() : ''), [opened]);

  // Each opening starts from the booked collection, or from the whole first day offered.
  useEffect(() => {
    if (!opened) return;
    setSlot(null);
    setFailure(undefined);
    setProblemField(undefined);
  }, [opened]);
  const first = options.data?.days[0];
  const initial: PickupSlot | null = pickup
    ? {
        date: pickup.date,
        windowFrom: pickup.windowFrom,
        windowTo: pickup.windowTo,
        parcelCount: pickup.parcelCount,
      }
    : first && options.data
      ? {
          date: first.date,
          windowFrom: first.from,
          windowTo: first.to,
          parcelCount: options.data.parcelCount,
        }
      : null;
  const slot = edited ?? initial;

  const day = options.data?.days.find((offered) => offered.date === slot?.date);
  const times = day ? windowChoices(day.from, day.to) : [];
  const isPending = book.isPending || move.isPending;

  const submit = async () => {
    if (!slot || !options.data) return;
    const [problem] = pickupSlotProblems({ slot, offeredDays: options.data.days });
    if (problem) {
      setProblemField(problem.field);
      setFailure(translateMessageKey(tAny, problem.messageKey));
      return;
    }
    setFailure(undefined);
    setProblemField(undefined);
    try {
      if (pickup) {
        await move.mutateAsync({ id: pickup.id, slot });
        showSuccessToast(t('pickup.toast.moved'));
      } else {
        const booked = await book.mutateAsync({
          ...slot,
          requestKey,
          shipmentReferences: [...shipmentReferences],
        });
        showSuccessToast(t('pickup.toast.booked', { number: booked.confirmationNumber }));
      }
      onClose();
    } catch (error) {
      setFailure(apiErrorText(tAny, error));
    }
  };

  const title = pickup ? t('pickup.dialog.title-move') : t('pickup.dialog.title-book');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('pickup.dialog.close') }}
    >
      {options.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('pickup.dialog.loading')}</Text>
        </Group>
      ) : options.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(tAny, options.error)}
        </Alert>
      ) : options.data.days.length === 0 ? (
        <Alert color="yellow" variant="light" role="alert">
          {t('pickup.error.no-dates')}
        </Alert>
      ) : slot ? (
        <Stack gap="md">
          <Text size="sm">
            {t('pickup.dialog.intro', {
              carrier: options.data.carrierName,
              count: shipmentReferences.length,
            })}
          </Text>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Select
            label={t('pickup.dialog.date')}
            description={t('pickup.dialog.date-help', {
              cutoff: formatTimeOfDay(options.data.cutoffTime, language),
              timeZone: options.data.timeZone,
            })}
            data={options.data.days.map((offered) => ({
              value: offered.date,
              label: formatCalendarDate(offered.date, language, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
              }),
            }))}
            value={slot.date}
            allowDeselect={false}
            error={problemField === 'date'}
            onChange={(date) => {
              const next = options.data.days.find((offered) => offered.date === date);
              if (next) setSlot({ ...slot, date: next.date, windowFrom: next.from, windowTo: next.to });
            }}
          />
          <Group grow>
            <Select
              label={t('pickup.dialog.from')}
              data={times
                .slice(0, -1)
                .map((time) => ({ value: time, label: formatTimeOfDay(time, language) }))}
              value={slot.windowFrom}
              allowDeselect={false}
              error={problemField === 'window'}
              onChange={(time) => time && setSlot({ ...slot, windowFrom: time })}
            />
            <Select
              label={t('pickup.dialog.to')}
              data={times.slice(1).map((time) => ({ value: time, label: formatTimeOfDay(time, language) }))}
              value={slot.windowTo}
              allowDeselect={false}
              error={problemField === 'window'}
              onChange={(time) => time && setSlot({ ...slot, windowTo: time })}
            />
          </Group>
          <NumberInput
            label={t('pickup.dialog.parcels')}
            min={1}
            max={99}
            allowDecimal={false}
            value={slot.parcelCount}
            error={problemField === 'parcelCount'}
            onChange={(value) => {
              // Mantine hands a string while the field is being typed ("03"), a number otherwise.
              const count = typeof value === 'number' ? value : Number.parseInt(value, 10);
              setSlot({ ...slot, parcelCount: Number.isNaN(count) ? 0 : count });
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('pickup.dialog.close')}
            </Button>
            <Button loading={isPending} onClick={() => void submit()}>
              {pickup ? t('pickup.dialog.submit-move') : t('pickup.dialog.submit-book')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
};
