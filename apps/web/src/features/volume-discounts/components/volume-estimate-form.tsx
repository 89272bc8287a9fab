import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { VolumeDiscounts } from '@shipdeck/domain/volume-discounts/volume-discounts.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useCreateVolumeEstimate } from '../api/create-volume-estimate.ts';
import { bandLabel } from './band-label.ts';

/** States the band of shipments a month the seller expects; Set stays disabled until a band is chosen. */
export const VolumeEstimateForm = ({ discounts }: { discounts: VolumeDiscounts }) => {
  const { t, i18n } = useTranslation();
  const save = useCreateVolumeEstimate();
  const [band, setBand] = useState(discounts.estimatedBand ?? '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!band) return;
    save.mutate(
      { band },
      {
        onSuccess: () => showSuccessToast(t('volume-discounts.toast.saved')),
        onError: () => showErrorToast(t('volume-discounts.toast.try-again')),
      },
    );
  };

  return (
    <form aria-label={t('volume-discounts.estimate.title')} onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('volume-discounts.estimate.label')}
          data={[
            { value: '', label: t('volume-discounts.estimate.placeholder'), disabled: true },
            ...discounts.bands.map((option) => ({
              value: option.value,
              label: bandLabel(t, option, i18n.language),
            })),
          ]}
          value={band}
          onChange={(event) => setBand(event.currentTarget.value)}
          w={280}
        />
        <Button type="submit" disabled={!band} loading={save.isPending}>
          {t('volume-discounts.estimate.set')}
        </Button>
      </Group>
      {discounts.isEstimated ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('volume-discounts.estimate.stated')}
        </Text>
      ) : null}
    </form>
  );
};
