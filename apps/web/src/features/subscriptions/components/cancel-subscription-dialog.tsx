import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { RETENTION_DISCOUNT_PERIODS } from '@shipdeck/domain/subscriptions/plans';
import { cancelFlowNextStep } from '@shipdeck/domain/subscriptions/rules/cancel-flow';
import {
  CANCEL_REASONS,
  type CancelReason,
  type RetentionEligibility,
  type Subscription,
} from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/i18n/api-error-text.ts';
import { showErrorToast } from '../../../shared/toasts/toasts.ts';
import { cancelSubscription } from '../api/cancel-subscription.ts';
import { applyRetentionDiscount, getRetentionEligibility } from '../api/retention-discount.ts';
import { subscriptionKeys } from '../api/subscription-keys.ts';
import { longDate, money } from '../rules/subscription-format.ts';

type Step = 'reason' | 'offer' | 'discount-success' | 'confirmation';

/**
 * Cancelling: a reason (confirm disabled until one is chosen) and optional words; for 'too
 * expensive' on an eligible plan the retention offer (accepting applies the discount and confirms
 * it, declining cancels); otherwise the plan is cancelled at once; then the confirmation.
 */
const CancelSteps = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('reason');
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [comment, setComment] = useState('');
  const [offer, setOffer] = useState<RetentionEligibility | null>(null);
  const [result, setResult] = useState<Subscription | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const settle = (subscription: Subscription, next: Step) => {
    queryClient.setQueryData(subscriptionKeys.current(), subscription);
    setResult(subscription);
    setStep(next);
  };
  const answer = () => ({ reason: reason!, ...(comment.trim() ? { comment: comment.trim() } : {}) });

  const cancel = async () => {
    setIsBusy(true);
    try {
      settle(await cancelSubscription(answer()), 'confirmation');
    } catch (error) {
      showErrorToast(apiErrorText(t, error));
    } finally {
      setIsBusy(false);
    }
  };

  const confirmReason = async () => {
    if (!reason) return;
    setIsBusy(true);
    try {
      const eligibility =
        cancelFlowNextStep({ reason, isEligible: true }) === 'offer' ? await getRetentionEligibility() : null;
      if (eligibility && cancelFlowNextStep({ reason, isEligible: eligibility.eligible }) === 'offer') {
        setOffer(eligibility);
        setStep('offer');
        return;
      }
    } catch {
      // Without an answer on the offer, the seller's decision stands: cancel.
    } finally {
      setIsBusy(false);
    }
    await cancel();
  };

  const accept = async () => {
    setIsBusy(true);
    try {
      settle(await applyRetentionDiscount(answer()), 'discount-success');
    } catch {
      showErrorToast(t('INTERNAL_SERVER_ERROR'));
    } finally {
      setIsBusy(false);
    }
  };

  const amount = (minor: number) => money(minor, i18n.language);
  if (step === 'confirmation' && result)
    return (
      <Stack gap="md" role="status">
        <Text>
          {t('subscriptions.cancel.confirmation', {
            date: longDate(result.currentPeriodEndsAt, i18n.language),
          })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('subscriptions.cancel.close')}</Button>
        </Group>
      </Stack>
    );
  if (step === 'discount-success' && result)
    return (
      <Stack gap="md" role="status">
        <Alert color="green" title={t('subscriptions.cancel.discount-applied.title')}>
          {t('subscriptions.cancel.discount-applied.text', { amount: amount(result.nextBillingAmount) })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('subscriptions.cancel.close')}</Button>
        </Group>
      </Stack>
    );
  if (step === 'offer' && offer)
    return (
      <Stack gap="md">
        <Text fw={600}>{t('subscriptions.cancel.offer.title')}</Text>
        <Text size="sm">
          {t('subscriptions.cancel.offer.text', {
            discounted: amount(offer.discountedAmount),
            current: amount(offer.currentAmount),
            months: RETENTION_DISCOUNT_PERIODS,
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void cancel()} loading={isBusy}>
            {t('subscriptions.cancel.offer.decline')}
          </Button>
          <Button onClick={() => void accept()} loading={isBusy}>
            {t('subscriptions.cancel.offer.accept')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('subscriptions.cancel.reason-label')}
        value={reason}
        onChange={(value) => setReason(value as CancelReason)}
        required
      >
        <Stack gap={6} mt="xs">
          {CANCEL_REASONS.map((value) => (
            <Radio key={value} value={value} label={t(`subscriptions.cancel.reasons.${value}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('subscriptions.cancel.comment')}
        maxLength={1000}
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('subscriptions.cancel.keep')}
        </Button>
        <Button color="red" disabled={!reason} loading={isBusy} onClick={() => void confirmReason()}>
          {t('subscriptions.cancel.confirm')}
        </Button>
      </Group>
    </Stack>
  );
};

export const CancelSubscriptionDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('subscriptions.cancel.title')}
      closeButtonProps={{ 'aria-label': t('subscriptions.cancel.close') }}
    >
      {opened ? <CancelSteps onClose={onClose} /> : null}
    </Modal>
  );
};
