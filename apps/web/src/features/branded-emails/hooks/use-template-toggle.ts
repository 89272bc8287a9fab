import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast, showSuccessToast } from '../../../shared/toasts/toasts.ts';
import { useToggleBrandedEmail } from '../api/toggle-branded-email.ts';

/**
 * The active switch of a template: asking opens the confirmation, confirming saves, and only a saved
 * change moves the switch. A refusal the server names (no template saved yet) is shown as it says;
 * any other failure is 'branded-emails.error.try-again'.
 */
export const useTemplateToggle = (emailType: string) => {
  const { t } = useTranslation();
  const toggle = useToggleBrandedEmail();
  const [nextActive, setNextActive] = useState<boolean>();
  const confirm = () => {
    if (nextActive === undefined) return;
    toggle.mutate(
      { emailType, active: nextActive },
      {
        onSuccess: (saved) => {
          setNextActive(undefined);
          showSuccessToast(
            t(saved.active ? 'branded-emails.list.activated' : 'branded-emails.list.deactivated'),
          );
        },
        onError: (error) => {
          setNextActive(undefined);
          showErrorToast(
            isApiError(error) && error.status === 409
              ? apiErrorText(t, error)
              : t('branded-emails.error.try-again'),
          );
        },
      },
    );
  };
  return {
    nextActive,
    isSaving: toggle.isPending,
    ask: (active: boolean) => setNextActive(active),
    confirm,
    cancel: () => setNextActive(undefined),
  };
};
