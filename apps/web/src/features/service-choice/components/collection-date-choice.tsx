import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../shared/i18n/api-error-text.ts';
import { formatCalendarDate, formatTimeOfDay } from '../../../shared/i18n/format-calendar-date.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import type { useCollectionDates } from '../api/get-collection-dates.ts';

/**
 * The collection-date view of the service choice, in the checkout and the services panel: each
 * day with the delivery it leads to.
 */
export const CollectionDateChoice = ({
  dates,
  value,
  onChange,
  name,
  error,
}: {
  dates: ReturnType<typeof useCollectionDates>;
  value: string | null;
  onChange: (date: string) => void;
  name: string;
  /** The server's message key refusing the day saved. */
  error?: string | null;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      {dates.isLoading ? <LoadingState /> : null}
      {dates.isError ? <ErrorState onRetry={() => dates.refetch()} /> : null}
      {dates.data ? (
        <Radio.Group
          value={value}
          onChange={onChange}
          label={t('checkout.service.collection-date')}
          name={name}
          error={error ? translateMessageKey(t, error) : undefined}
        >
          <Stack gap={4} mt="xs">
            {dates.data.dates.map((option) => (
              <Radio
                key={option.date}
                value={option.date}
                label={t('checkout.service.date-window', {
                  date: formatCalendarDate(option.date, i18n.language),
                  from: formatTimeOfDay(option.from, i18n.language),
                  to: formatTimeOfDay(option.to, i18n.language),
                })}
                description={
                  option.estimatedDeliveryDate
                    ? t('checkout.service.estimated-delivery', {
                        date: formatCalendarDate(option.estimatedDeliveryDate, i18n.language),
                      })
                    : undefined
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
    </Stack>
  );
};
