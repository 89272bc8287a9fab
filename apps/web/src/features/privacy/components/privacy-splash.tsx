import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initQueryOptions, useInit } from '../../../shared/session/get-init.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { updatePolicies } from '../api/update-policies.ts';
import {
  CLOSE_ACCOUNT_TITLE_KEYS,
  type CloseAccountStep,
  CloseAccountSteps,
} from './close-account-steps.tsx';

type Step = 'questions' | CloseAccountStep;
type Answer = 'yes' | 'no' | null;

/**
 * The app is usable only with data-processing consent. Two yes/no questions;
 * accept stays disabled until both are answered. 'No' to data processing leads to the close-account
 * warning and a last warning; confirming there stores both consents as false and signs out.
 */
export const PrivacySplash = () => {
  const { t } = useTranslation();
  const init = useInit();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('questions');
  const [dataProcessing, setDataProcessing] = useState<Answer>(null);
  const [marketingEmails, setMarketingEmails] = useState<Answer>(null);
  const [isSaving, setIsSaving] = useState(false);

  if (init.user.policies.dataProcessing) return null;

  const chooseDataProcessing = (value: string) => {
    const answer = value === 'yes' ? 'yes' : 'no';
    setDataProcessing(answer);
    if (answer === 'no') setStep('warning');
  };

  const goBack = () => {
    setDataProcessing(null);
    setStep('questions');
  };

  const accept = async () => {
    if (dataProcessing !== 'yes' || marketingEmails === null) return;
    setIsSaving(true);
    const policies = {
      dataProcessing: true,
      marketingEmails: marketingEmails === 'yes',
      marketingCalls: init.user.policies.marketingCalls,
    };
    try {
      await updatePolicies(policies);
      queryClient.setQueryData(initQueryOptions().queryKey, (current) =>
        current ? { ...current, user: { ...current.user, policies } } : current,
      );
    } catch {
      showErrorToast(t('privacy.splash.save-fail'));
    } finally {
      setIsSaving(false);
    }
  };

  const titles: Record<Step, string> = {
    questions: t('privacy.splash.title'),
    warning: t(CLOSE_ACCOUNT_TITLE_KEYS.warning),
    'last-warning': t(CLOSE_ACCOUNT_TITLE_KEYS['last-warning']),
  };

  return (
    <Modal.Root
      opened
      onClose={() => {}}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* A plain element: Mantine's <header> would be a second page banner for screen readers. */}
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="xl">
            {titles[step]}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {step === 'questions' ? (
            <Stack gap="lg">
              <Text size="sm">{t('privacy.splash.intro', { brand: init.tenant.brandName })}</Text>
              <Radio.Group
                label={t('privacy.splash.data-processing')}
                value={dataProcessing}
                onChange={chooseDataProcessing}
                required
              >
                <Group mt="xs">
                  <Radio value="yes" label={t('privacy.splash.data-processing-yes')} />
                  <Radio value="no" label={t('privacy.splash.data-processing-no')} />
                </Group>
              </Radio.Group>
              <Radio.Group
                label={t('privacy.splash.marketing-emails')}
                value={marketingEmails}
                onChange={(value) => setMarketingEmails(value === 'yes' ? 'yes' : 'no')}
                required
              >
                <Group mt="xs">
                  <Radio value="yes" label={t('privacy.splash.marketing-emails-yes')} />
                  <Radio value="no" label={t('privacy.splash.marketing-emails-no')} />
                </Group>
              </Radio.Group>
              <Group justify="flex-end">
                <Button
                  onClick={accept}
                  disabled={dataProcessing !== 'yes' || marketingEmails === null}
                  loading={isSaving}
                >
                  {t('privacy.splash.accept')}
                </Button>
              </Group>
            </Stack>
          ) : null}
          {step === 'questions' ? null : (
            <CloseAccountSteps step={step} onContinue={() => setStep('last-warning')} onGoBack={goBack} />
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
};
