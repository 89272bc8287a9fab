import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FREE_PLAN_DELAY_MS } from '@shipdeck/domain/subscriptions/plans';
import { type Plan, PlanCode } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { usePlans } from '../api/get-plans.ts';
import { money } from '../rules/subscription-format.ts';

const PLAN_BENEFITS = ['vip-support', 'no-management-fee', 'branded-emails', 'own-contract'] as const;

const PlanPrice = ({ plan }: { plan: Plan }) => {
  const { t, i18n } = useTranslation();
  const [first, then] = plan.ramp;
  if (plan.pricingType === 'ramp' && first?.periods && then)
    return (
      <Text size="sm">
        {t('subscriptions.plan.ramp-price', {
          first: money(first.unitAmount, i18n.language),
          months: first.periods,
          after: money(then.unitAmount, i18n.language),
        })}
      </Text>
    );
  return (
    <Text size="sm">{t('subscriptions.plan.price', { amount: money(plan.unitAmount, i18n.language) })}</Text>
  );
};

export type PlanPickerProps = {
  /** The seller keeps the free plan: called 1000 ms after the choice. */
  onFreeChosen: () => void;
  /**
   * The seller chose Plus: the caller opens the upgrade panel (`UpgradePanel`), kept outside the
   * picker so that the panel stays open on its success step when the page stops showing the picker.
   */
  onPlusChosen: () => void;
};

/** Free and Plus ('silver') side by side. */
export const PlanPicker = ({ onFreeChosen, onPlusChosen }: PlanPickerProps) => {
  const { t } = useTranslation();
  const plans = usePlans();
  const [isChoosingFree, setIsChoosingFree] = useState(false);

  useEffect(() => {
    if (!isChoosingFree) return;
    const timer = setTimeout(() => {
      setIsChoosingFree(false);
      onFreeChosen();
    }, FREE_PLAN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isChoosingFree, onFreeChosen]);

  if (plans.isPending) return <LoadingState />;
  if (plans.isLoadingError) return <ErrorState onRetry={() => void plans.refetch()} />;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {plans.data.map((plan) => {
        const isPlus = plan.code === PlanCode.Plus;
        const name = t(`subscriptions.plan.names.${plan.name === 'silver' ? 'silver' : 'free'}`);
        return (
          <Card key={plan.code} withBorder component="section" aria-label={name}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                {name} {isPlus ? <Badge variant="light">{t('subscriptions.plan.recommended')}</Badge> : null}
              </Title>
              <PlanPrice plan={plan} />
              <List size="sm" spacing={4}>
                {isPlus ? (
                  PLAN_BENEFITS.map((benefit) => (
                    <List.Item key={benefit}>{t(`subscriptions.plan.benefits.${benefit}`)}</List.Item>
                  ))
                ) : (
                  <List.Item>{t('subscriptions.plan.free-benefit')}</List.Item>
                )}
              </List>
              {isPlus ? (
                <Button onClick={onPlusChosen}>{t('subscriptions.plan.choose-plus')}</Button>
              ) : (
                <Button variant="default" loading={isChoosingFree} onClick={() => setIsChoosingFree(true)}>
                  {t('subscriptions.plan.choose-free')}
                </Button>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
