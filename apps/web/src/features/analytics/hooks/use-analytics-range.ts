import {
  ANALYTICS_DEFAULT_PRESET,
  type AnalyticsPresetDays,
  type AnalyticsRange,
  presetRange,
  todayIn,
} from '@shipdeck/domain/analytics/rules/date-range';
import { useMemo, useState } from 'react';

/** A preset (the last 7, 14 or 30 days) or a custom range the reader picked. */
export type RangeChoice =
  | { kind: 'preset'; days: AnalyticsPresetDays }
  | { kind: 'custom'; range: AnalyticsRange };

/**
 * The range the charts show, on the reader's own calendar (the browser's time zone): by default the
 * last 7 days ending yesterday.
 */
export const useAnalyticsRange = () => {
  const today = todayIn(new Date());
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'preset', days: ANALYTICS_DEFAULT_PRESET });
  const range = useMemo(
    () => (choice.kind === 'preset' ? presetRange(choice.days, today) : choice.range),
    [choice, today],
  );
  return { today, choice, setChoice, range };
};
