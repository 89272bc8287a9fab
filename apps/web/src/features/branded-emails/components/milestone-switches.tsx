import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useMilestoneSwitches } from '../api/get-milestone-switches.ts';
import { useUpdateMilestoneSwitch } from '../api/update-milestone-switch.ts';

/** The tracking milestones buyers are also mailed about (ADR 0022); a switch moves once saved. */
export const MilestoneSwitches = () => {
  const { t } = useTranslation();
  const switches = useMilestoneSwitches();
  const update = useUpdateMilestoneSwitch();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('branded-emails.milestones.title')}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{t('branded-emails.milestones.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('branded-emails.milestones.description')}
          </Text>
        </Stack>
        {switches.isPending ? (
          <LoadingState />
        ) : switches.isError ? (
          <ErrorState onRetry={() => void switches.refetch()} />
        ) : (
          switches.data.map(({ milestone, active }) => (
            <Switch
              key={milestone}
              label={t(`branded-emails.milestones.names.${milestone}`)}
              checked={active}
              disabled={update.isPending}
              onChange={(event) =>
                update.mutate(
                  { milestone, active: event.currentTarget.checked },
                  {
                    onSuccess: (saved) =>
                      showSuccessToast(
                        t(saved.active ? 'branded-emails.milestones.on' : 'branded-emails.milestones.off'),
                      ),
                    onError: () => showErrorToast(t('branded-emails.error.try-again')),
                  },
                )
              }
            />
          ))
        )}
      </Stack>
    </Paper>
  );
};
