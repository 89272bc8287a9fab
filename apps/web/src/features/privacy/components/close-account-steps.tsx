import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInit } from '../../../shared/session/get-init.ts';
import { useCloseAccount } from '../hooks/use-close-account.ts';

export type CloseAccountStep = 'warning' | 'last-warning';

export const CLOSE_ACCOUNT_TITLE_KEYS = {
  warning: 'privacy.splash.warning-title',
  'last-warning': 'privacy.splash.last-warning-title',
} as const;

/**
 * The two steps of closing the account when data processing is refused: a warning, then a last warning
 * with go back or confirm. Shown by the privacy splash and by the privacy settings page.
 */
export const CloseAccountSteps = ({
  step,
  onContinue,
  onGoBack,
}: {
  step: CloseAccountStep;
  onContinue: () => void;
  onGoBack: () => void;
}) => {
  const { t } = useTranslation();
  const init = useInit();
  const { closeAccount, isClosing } = useCloseAccount();

  if (step === 'warning') {
    return (
      <Stack gap="lg">
        <Text size="sm">{t('privacy.splash.warning-text', { brand: init.tenant.brandName })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onGoBack}>
            {t('privacy.splash.go-back')}
          </Button>
          <Button color="red" onClick={onContinue}>
            {t('privacy.splash.continue')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Text size="sm">{t('privacy.splash.last-warning-text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onGoBack} disabled={isClosing}>
          {t('privacy.splash.go-back')}
        </Button>
        <Button color="red" onClick={() => void closeAccount()} loading={isClosing}>
          {t('privacy.splash.confirm-close')}
        </Button>
      </Group>
    </Stack>
  );
};
