import { Stack, Switch } from '@mantine/core';
import type { UserPolicies } from '@shipdeck/domain/user/user.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initQueryOptions, useCapabilities, useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { updatePolicies } from '../api/update-policies.ts';
import { CloseAccountModal } from './close-account-modal.tsx';

/**
 * The consents as switches, each saved as soon as it changes ('save fail' toast and the old value back on
 * failure). Turning data processing off saves nothing: it opens the close-account flow.
 */
export const ConsentSwitches = () => {
  const { t } = useTranslation();
  const init = useInit();
  const capabilities = useCapabilities();
  const queryClient = useQueryClient();
  const [policies, setPolicies] = useState<UserPolicies>(init.user.policies);
  const [isSaving, setIsSaving] = useState(false);
  const [isClosing, setIsClosing] = useState(false);

  const save = async (changes: Partial<UserPolicies>) => {
    const previous = policies;
    const next = { ...policies, ...changes };
    setPolicies(next);
    setIsSaving(true);
    try {
      await updatePolicies(next);
      queryClient.setQueryData(initQueryOptions().queryKey, (current) =>
        current ? { ...current, user: { ...current.user, policies: next } } : current,
      );
      showSuccessToast(t('privacy.settings.saved'));
    } catch {
      setPolicies(previous);
      showErrorToast(t('privacy.splash.save-fail'));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Switch
        label={t('privacy.settings.data-processing')}
        description={t('privacy.settings.data-processing-description')}
        checked={policies.dataProcessing}
        disabled={isSaving}
        onChange={(event) => {
          if (!event.currentTarget.checked) setIsClosing(true);
        }}
      />
      <Switch
        label={t('privacy.settings.marketing-emails')}
        checked={policies.marketingEmails}
        disabled={isSaving}
        onChange={(event) => void save({ marketingEmails: event.currentTarget.checked })}
      />
      {capabilities.allowMarketingCalls ? (
        <Switch
          label={t('privacy.settings.marketing-calls')}
          checked={policies.marketingCalls}
          disabled={isSaving}
          onChange={(event) => void save({ marketingCalls: event.currentTarget.checked })}
        />
      ) : null}
      <CloseAccountModal opened={isClosing} onClose={() => setIsClosing(false)} />
    </Stack>
  );
};
