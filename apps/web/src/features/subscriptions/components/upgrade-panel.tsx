import { Alert, Button, Group, Loader, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../shared/side-panel/side-panel.tsx';
import { InvoiceCard, useBillingClient, usePhoneStatus } from '../../payment/index.ts';
import { PhoneVerificationFlow } from '../../phone-verification/index.ts';
import { UpgradePayment } from './upgrade-payment.tsx';

export type UpgradeStep = 'invoicing' | 'phone' | 'payment' | 'success';

export type UpgradePanelProps = {
  opened: boolean;
  onClose: () => void;
  /** After the upgrade: a continue-setup button (onboarding); otherwise the panel closes itself. */
  onContinueSetup?: () => void;
  /** Where the panel opens (the payment step when coming back from PayPal). */
  initialStep?: UpgradeStep;
};

/**
 * Upgrading to Plus: invoicing details, then the phone check when the one-time-code status is
 * active and the phone is not verified, then the price and the payment, then success.
 */
export const UpgradePanel = ({
  opened,
  onClose,
  onContinueSetup,
  initialStep = 'invoicing',
}: UpgradePanelProps) => {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  const close = () => {
    setIsDone(false);
    onClose();
  };
  return (
    <SidePanel
      opened={opened}
      onClose={close}
      title={t('subscriptions.upgrade.title')}
      size="lg"
      closeLabel={t('subscriptions.upgrade.close')}
      isTimedClose={isDone && !onContinueSetup}
    >
      {opened ? (
        <UpgradeSteps
          initialStep={initialStep}
          onClose={close}
          onDone={() => setIsDone(true)}
          onContinueSetup={onContinueSetup}
        />
      ) : null}
    </SidePanel>
  );
};

const UpgradeSteps = ({
  initialStep,
  onClose,
  onDone,
  onContinueSetup,
}: Required<Pick<UpgradePanelProps, 'initialStep' | 'onClose'>> &
  Pick<UpgradePanelProps, 'onContinueSetup'> & { onDone: () => void }) => {
  const { t } = useTranslation();
  const billing = useBillingClient();
  const phone = usePhoneStatus();
  const [step, setStep] = useState<UpgradeStep>(initialStep);
  const isPhoneRequired = Boolean(phone.data?.active && !phone.data.verified);
  const steps: Exclude<UpgradeStep, 'success'>[] = [
    'invoicing',
    ...(isPhoneRequired || step === 'phone' ? ['phone' as const] : []),
    'payment',
  ];

  if (billing.isPending || phone.isPending) return <Loader aria-label={t('states.loading')} />;
  if (step === 'success')
    return (
      <Stack gap="md" role="status">
        <Alert color="green" title={t('subscriptions.upgrade.success.title')}>
          {t('subscriptions.upgrade.success.text')}
        </Alert>
        <Group justify="flex-end">
          {onContinueSetup ? (
            <Button onClick={onContinueSetup}>{t('subscriptions.upgrade.success.continue-setup')}</Button>
          ) : (
            <Button variant="default" onClick={onClose}>
              {t('subscriptions.upgrade.success.close')}
            </Button>
          )}
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Stepper active={steps.indexOf(step as (typeof steps)[number])} size="sm" allowNextStepsSelect={false}>
        {steps.map((name) => (
          <Stepper.Step key={name} label={t(`subscriptions.upgrade.steps.${name}`)} />
        ))}
      </Stepper>
      {step === 'invoicing' ? (
        <Stack gap="sm">
          <Text size="sm">{t('subscriptions.upgrade.invoicing-text')}</Text>
          <InvoiceCard billing={billing.data ?? null} />
          <Group justify="flex-end">
            <Button disabled={!billing.data} onClick={() => setStep(isPhoneRequired ? 'phone' : 'payment')}>
              {t('subscriptions.upgrade.continue')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {step === 'phone' ? (
        <PhoneVerificationFlow
          initialPhone={phone.data?.phone ?? billing.data?.phone ?? null}
          onVerified={() => setStep('payment')}
        />
      ) : null}
      {step === 'payment' && billing.data ? (
        <UpgradePayment
          billing={billing.data}
          onSubscribed={() => {
            setStep('success');
            onDone();
          }}
        />
      ) : null}
    </Stack>
  );
};
