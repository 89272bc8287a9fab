import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { formatTimeOfDay } from '../../../shared/i18n/format-calendar-date.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useBulkCollectionDates } from '../api/find-bulk-collection-dates.ts';
import { useBulkSave } from '../hooks/use-bulk-save.ts';
import { formatDay } from '../rules/format.ts';
import { FlowFooter } from './flow-footer.tsx';

/**
 * Change collection date: the days on which every collected shipment can be picked
 * up; Save needs a chosen day and changes only the shipments the server found eligible.
 */
export const CollectionDateFlow = ({
  references,
  onDone,
}: {
  references: string[];
  onDone: (failed: string[]) => void;
}) => {
  const { t, i18n } = useTranslation();
  const dates = useBulkCollectionDates(references);
  const [date, setDate] = useState<string | null>(null);
  const { save, isPending } = useBulkSave(onDone);
  const choices = dates.data?.dates ?? [];
  const eligible = dates.data?.eligibleReferences ?? [];

  return (
    <Stack gap="md">
      <Text size="sm">{t('bulk-panel.collection.intro', { count: references.length })}</Text>
      {dates.isPending ? <LoadingState label={t('bulk-panel.collection.loading')} /> : null}
      {dates.isError ? (
        <ErrorState message={apiErrorText(t, dates.error)} onRetry={() => void dates.refetch()} />
      ) : null}
      {dates.isSuccess && (choices.length === 0 || eligible.length === 0) ? (
        <Alert color="yellow" variant="light" title={t('bulk-panel.collection.no-match-title')} role="alert">
          {t('bulk-panel.collection.no-match-message')}
        </Alert>
      ) : null}
      {choices.length > 0 && eligible.length > 0 ? (
        <Radio.Group
          label={t('bulk-panel.collection.label')}
          description={
            eligible.length < references.length
              ? t('bulk-panel.collection.eligible', { count: eligible.length, total: references.length })
              : undefined
          }
          value={date}
          onChange={setDate}
        >
          <Stack gap="sm" mt="xs">
            {choices.map((choice) => (
              <Radio
                key={choice.date}
                value={choice.date}
                label={formatDay(choice.date, i18n.language)}
                description={t('bulk-panel.collection.window', {
                  from: formatTimeOfDay(choice.from, i18n.language),
                  to: formatTimeOfDay(choice.to, i18n.language),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      <FlowFooter
        canSave={date !== null && eligible.length > 0}
        isPending={isPending}
        onSave={() => {
          if (!date) return;
          save(eligible.map((reference) => ({ reference, collectionDate: date })));
        }}
      />
    </Stack>
  );
};
