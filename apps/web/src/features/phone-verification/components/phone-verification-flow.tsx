import { Alert, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { OTP_LENGTH } from '@shipdeck/domain/phone-verification/rules/cooldown-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { initKeys } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { sendCode } from '../api/send-code.ts';
import { verifyCode } from '../api/verify-code.ts';
import { cooldownLabel } from '../rules/cooldown-label.ts';
import { phoneErrorAction } from '../rules/phone-error.ts';

type Step = 'confirm' | 'verify' | 'success' | 'error';

const isCompleteCode = (code: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);

/** The time left until `until`, rendered again every second while it runs. */
const useRemaining = (until: number) => {
  const [, setTick] = useState(0);
  const remaining = Math.max(0, until - Date.now());
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(1000, remaining));
    return () => clearTimeout(timer);
  });
  return remaining;
};

export type PhoneVerificationFlowProps = {
  initialPhone: string | null;
  /** After the success view: the caller goes on (next step, close the panel …). */
  onVerified: () => void;
  /** The button of the success view; "Continue" by default. */
  continueLabel?: string;
};

/**
 * The phone verification steps: confirm the phone, enter the 5-digit code (one digit per box, focus
 * moving forward), success or error. An invalid number or code is a toast and the seller stays; a
 * cooldown or any other error is the error view. A resend waits for the cooldown, shown in minutes
 * and seconds; a blocked send says how long to wait.
 */
export const PhoneVerificationFlow = ({
  initialPhone,
  onVerified,
  continueLabel,
}: PhoneVerificationFlowProps) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('confirm');
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [retryAt, setRetryAt] = useState(0);
  const [isBlocked, setIsBlocked] = useState(false);
  const [errorText, setErrorText] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const remaining = useRemaining(retryAt);

  const fail = (error: unknown) => {
    const action = phoneErrorAction(error);
    if (action.kind === 'toast') {
      showErrorToast(apiErrorText(t, error));
      return;
    }
    setErrorText(
      action.remainingMs === null
        ? apiErrorText(t, error)
        : t('phone-verification.error.cooldown-wait', { time: cooldownLabel(t, action.remainingMs) }),
    );
    setStep('error');
  };

  const send = async () => {
    setIsBusy(true);
    try {
      const result = await sendCode({ phone: phone.trim(), locale: i18n.language });
      setRetryAt(Date.now() + result.nextRetryInMs);
      setIsBlocked(result.verificationResult === 'blocked');
      setCode('');
      setCodeError(undefined);
      setStep('verify');
    } catch (error) {
      fail(error);
    } finally {
      setIsBusy(false);
    }
  };

  const verify = async () => {
    if (!isCompleteCode(code)) {
      setCodeError(t('phone-verification.error.incorrect-otp'));
      return;
    }
    setIsBusy(true);
    try {
      await verifyCode({ phone: phone.trim(), code });
      // The client's phone is now verified: every view of the client shows it.
      await queryClient.invalidateQueries({ queryKey: initKeys.all });
      // Every area's copy of the verification status (checkout, subscription) is stale too.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes('phone-verification'),
      });
      setStep('success');
    } catch (error) {
      setCode('');
      fail(error);
    } finally {
      setIsBusy(false);
    }
  };

  if (step === 'success')
    return (
      <Stack gap="md" role="status">
        <Alert color="green" title={t('phone-verification.success.title')}>
          {t('phone-verification.success.text', { phone: phone.trim() })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onVerified}>{continueLabel ?? t('phone-verification.continue')}</Button>
        </Group>
      </Stack>
    );

  if (step === 'error')
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('phone-verification.error.title')}>
          {errorText}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStep('confirm')}>
            {t('phone-verification.try-again')}
          </Button>
        </Group>
      </Stack>
    );

  if (step === 'confirm')
    return (
      <Stack gap="md">
        <Text size="sm">{t('phone-verification.confirm.text')}</Text>
        <TextInput
          label={t('phone-verification.phone')}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && phone.trim()) void send();
          }}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={isBusy} disabled={!phone.trim()}>
            {t('phone-verification.send')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text size="sm">{t('phone-verification.verify.text', { phone: phone.trim() })}</Text>
      {isBlocked && remaining > 0 ? (
        <Alert color="yellow" role="alert">
          {t('phone-verification.blocked', { time: cooldownLabel(t, remaining) })}
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="phone-verification-code-label">
          {t('phone-verification.code')}
        </Text>
        <PinInput
          length={OTP_LENGTH}
          type="number"
          oneTimeCode
          autoFocus
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(undefined);
          }}
          onComplete={(value) => setCode(value)}
          getInputProps={(index) => ({
            'aria-label': t('phone-verification.digit', { position: index + 1, count: OTP_LENGTH }),
          })}
          error={Boolean(codeError)}
        />
        {codeError ? (
          <Text size="sm" c="red" role="alert">
            {codeError}
          </Text>
        ) : null}
      </Stack>
      <Group justify="space-between">
        <Button variant="subtle" onClick={send} disabled={remaining > 0 || isBusy}>
          {remaining > 0
            ? t('phone-verification.resend-in', { time: cooldownLabel(t, remaining) })
            : t('phone-verification.resend')}
        </Button>
        <Button onClick={verify} loading={isBusy}>
          {t('phone-verification.verify.submit')}
        </Button>
      </Group>
      <Button variant="subtle" size="compact-sm" onClick={() => setStep('confirm')} w="fit-content">
        {t('phone-verification.change-phone')}
      </Button>
    </Stack>
  );
};
