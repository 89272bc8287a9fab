import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLOSE_ACCOUNT_TITLE_KEYS,
  type CloseAccountStep,
  CloseAccountSteps,
} from './close-account-steps.tsx';

/** The close-account flow of the privacy page: going back closes it and data processing stays on. */
export const CloseAccountModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<CloseAccountStep>('warning');
  const close = () => {
    setStep('warning');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(CLOSE_ACCOUNT_TITLE_KEYS[step])}
      centered
      closeButtonProps={{ 'aria-label': t('side-panel.close') }}
    >
      <CloseAccountSteps step={step} onContinue={() => setStep('last-warning')} onGoBack={close} />
    </Modal>
  );
};
