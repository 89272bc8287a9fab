import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { PlanPicker, UpgradePanel } from '../../subscriptions/index.ts';

/** Free goes on to the platforms step after 1000 ms; Plus opens the upgrade panel, whose continue-setup goes there. */
export const SelectPlanStep = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePrivatePaths();
  const [isUpgrading, setIsUpgrading] = useState(false);
  const next = useCallback(() => void navigate(paths.onboarding('platforms')), [navigate, paths]);
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.steps.select-plan')}</Title>
      <Text c="dimmed">{t('onboarding.select-plan.intro')}</Text>
      <PlanPicker onFreeChosen={next} onPlusChosen={() => setIsUpgrading(true)} />
      <UpgradePanel opened={isUpgrading} onClose={() => setIsUpgrading(false)} onContinueSetup={next} />
    </Stack>
  );
};
