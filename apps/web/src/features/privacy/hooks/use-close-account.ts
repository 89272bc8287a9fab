import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setSessionEnding } from '../../../shared/api/api-client.ts';
import { authPaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { logoutSession } from '../api/logout-session.ts';
import { updatePolicies } from '../api/update-policies.ts';

/**
 * Confirming the close-account flow: every consent is stored as false, the user is signed
 * out and lands on the login page, which says why.
 */
export const useCloseAccount = () => {
  const { t } = useTranslation();
  const init = useInit();
  const navigate = useNavigate();
  const [isClosing, setIsClosing] = useState(false);

  const closeAccount = async () => {
    setIsClosing(true);
    try {
      await updatePolicies({ dataProcessing: false, marketingEmails: false, marketingCalls: false });
      setSessionEnding(true);
      await logoutSession();
      await navigate(`${authPaths(init.tenant.partnerSlug).login}?reason=account-closed`, { replace: true });
    } catch {
      setSessionEnding(false);
      setIsClosing(false);
      showErrorToast(t('privacy.splash.save-fail'));
    }
  };

  return { closeAccount, isClosing };
};
