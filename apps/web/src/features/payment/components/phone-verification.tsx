import { Alert, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { sendPhoneCode } from '../api/send-phone-code.ts';
import { verifyPhoneCode } from '../api/verify-phone-code.ts';

/** Remaining cooldown as minutes and seconds ("resend in 1:05"). */
export const cooldownText = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Phone verification: confirm the phone, enter the 5-digit code, resend after a
 * cooldown; InvalidPhoneNumber and InvalidOTP are toasts, CooldownActive is an error view.
 */
export const PhoneVerification = ({ initialPhone }: { initialPhone: string | null }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [isSent, setIsSent] = useState(false);
  const [code, setCode] = useState('');
  const [retryAt, setRetryAt] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [blockedMessage, setBlockedMessage] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (retryAt <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [retryAt, now]);

  const send = async () => {
    setIsBusy(true);
    try {
      const result = await sendPhoneCode(phone);
      setIsSent(true);
      setRetryAt(Date.now() + result.nextRetryInMs);
      setNow(Date.now());
      if (result.verificationResult === 'blocked') setBlockedMessage(t('checkout.phone.blocked'));
    } catch (error) {
      showErrorToast(apiErrorText(t, error));
    } finally {
      setIsBusy(false);
    }
  };

  const verify = async () => {
    setIsBusy(true);
    try {
      await verifyPhoneCode(phone, code);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.phoneStatus() });
    } catch (error) {
      if (isApiError(error) && error.code === 'CooldownActive') setBlockedMessage(apiErrorText(t, error));
      else showErrorToast(apiErrorText(t, error));
    } finally {
      setIsBusy(false);
    }
  };

  const remaining = retryAt - now;
  return (
    <Stack gap="sm" role="group" aria-label={t('checkout.phone.title')}>
      <Text size="sm">{t('checkout.phone.text')}</Text>
      {blockedMessage ? (
        <Alert color="red" role="alert">
          {blockedMessage}
        </Alert>
      ) : null}
      <Group align="flex-end">
        <TextInput
          style={{ flex: 1 }}
          label={t('checkout.phone.number')}
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <Button variant="light" onClick={send} loading={isBusy} disabled={!phone.trim() || remaining > 0}>
          {remaining > 0
            ? t('checkout.phone.resend-in', { time: cooldownText(remaining) })
            : t(isSent ? 'checkout.phone.resend' : 'checkout.phone.send')}
        </Button>
      </Group>
      {isSent ? (
        <Group align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('checkout.phone.code')}
            </Text>
            <PinInput
              length={5}
              type="number"
              value={code}
              onChange={setCode}
              aria-label={t('checkout.phone.code')}
            />
          </Stack>
          <Button onClick={verify} loading={isBusy} disabled={code.length !== 5}>
            {t('checkout.phone.verify')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
};
