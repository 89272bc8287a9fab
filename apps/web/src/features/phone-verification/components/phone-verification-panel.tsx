import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { PhoneVerificationFlow } from './phone-verification-flow.tsx';

export type PhoneVerificationPanelProps = {
  opened: boolean;
  onClose: () => void;
  initialPhone: string | null;
  /** Called once the code was right and the seller continues; the panel closes by default. */
  onVerified?: () => void;
};

/** The phone verification side panel, for any area that needs a verified phone. */
export const PhoneVerificationPanel = ({
  opened,
  onClose,
  initialPhone,
  onVerified,
}: PhoneVerificationPanelProps) => {
  const { t } = useTranslation();
  return (
    <SidePanel opened={opened} onClose={onClose} title={t('phone-verification.title')}>
      {opened ? (
        <PhoneVerificationFlow
          initialPhone={initialPhone}
          onVerified={() => {
            onVerified?.();
            onClose();
          }}
        />
      ) : null}
    </SidePanel>
  );
};
