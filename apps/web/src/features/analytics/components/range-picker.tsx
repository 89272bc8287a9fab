import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  ANALYTICS_PRESET_DAYS,
  type AnalyticsPresetDays,
  type AnalyticsRange,
  analyticsRangeError,
  presetRange,
  selectableDays,
} from '@shipdeck/domain/analytics/rules/date-range';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeChoice } from '../hooks/use-analytics-range.ts';

type Props = { today: string; choice: RangeChoice; onChange: (choice: RangeChoice) => void };

const CUSTOM = 'custom';

/**
 * Presets (last 7, 14, 30 days) and a custom range of two dates, from 90 days ago to yesterday; a
 * custom range is applied once both dates make a range the charts can show.
 */
export const RangePicker = ({ today, choice, onChange }: Props) => {
  const { t } = useTranslation();
  const { earliest, latest } = selectableDays(today);
  const [draft, setDraft] = useState<AnalyticsRange>(
    choice.kind === 'custom' ? choice.range : presetRange(ANALYTICS_PRESET_DAYS[0], today),
  );
  const [isCustom, setIsCustom] = useState(choice.kind === 'custom');
  const error = isCustom && draft.from && draft.to ? analyticsRangeError(draft, today) : null;

  const selectPreset = (value: string) => {
    if (value === CUSTOM) {
      setIsCustom(true);
      return;
    }
    setIsCustom(false);
    onChange({ kind: 'preset', days: Number(value) as AnalyticsPresetDays });
  };

  const changeDraft = (next: AnalyticsRange) => {
    setDraft(next);
    if (next.from && next.to && !analyticsRangeError(next, today)) onChange({ kind: 'custom', range: next });
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('analytics.range.label')}
        value={isCustom ? CUSTOM : String(choice.kind === 'preset' ? choice.days : CUSTOM)}
        onChange={selectPreset}
        data={[
          ...ANALYTICS_PRESET_DAYS.map((days) => ({
            value: String(days),
            label: t('analytics.range.last-days', { count: days }),
          })),
          { value: CUSTOM, label: t('analytics.range.custom') },
        ]}
      />
      {isCustom ? (
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t('analytics.range.from')}
            value={draft.from}
            min={earliest}
            max={latest}
            onChange={(event) => changeDraft({ ...draft, from: event.currentTarget.value })}
            error={error === 'analytics.error.range-too-old' ? t(error) : undefined}
          />
          <TextInput
            type="date"
            label={t('analytics.range.to')}
            value={draft.to}
            min={earliest}
            max={latest}
            onChange={(event) => changeDraft({ ...draft, to: event.currentTarget.value })}
            error={error && error !== 'analytics.error.range-too-old' ? t(error) : undefined}
          />
          <Text size="xs" c="dimmed" mt={30}>
            {t('analytics.range.limits')}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
};
