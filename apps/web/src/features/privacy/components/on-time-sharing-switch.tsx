import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useOnTimeSharing, useSetOnTimeSharing } from '../api/on-time-sharing.ts';

/**
 * Sharing delivery data for the on-time score of all sellers, saved as soon as it changes: only a
 * seller that shares sees that score, beside its own, at rate shopping.
 */
export const OnTimeSharingSwitch = () => {
  const { t } = useTranslation();
  const sharing = useOnTimeSharing();
  const setSharing = useSetOnTimeSharing();

  if (sharing.isPending) return <LoadingState />;
  if (sharing.isError) return <ErrorState onRetry={() => void sharing.refetch()} />;

  // While saving, the switch shows the choice being saved; on failure it falls back to the saved one.
  const checked = setSharing.isPending ? (setSharing.variables?.shared ?? false) : sharing.data.shared;
  return (
    <Switch
      label={t('privacy.sharing.switch')}
      description={t('privacy.sharing.description')}
      checked={checked}
      disabled={setSharing.isPending}
      onChange={(event) =>
        setSharing.mutate(
          { shared: event.currentTarget.checked },
          {
            onSuccess: () => showSuccessToast(t('privacy.settings.saved')),
            onError: () => showErrorToast(t('privacy.splash.save-fail')),
          },
        )
      }
    />
  );
};
