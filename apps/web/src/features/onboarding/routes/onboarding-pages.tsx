import { Box, Container, Progress, Stack } from '@mantine/core';
import { onboardingProgress } from '@shipdeck/domain/routes/onboarding';
import { ONBOARDING_STEPS, type OnboardingStep } from '@shipdeck/domain/routes/route-table';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useInit } from '../../../shared/session/get-init.ts';
import { BrandLogo } from '../../../shared/ui/brand-logo.tsx';
import { CompletedStep } from '../components/completed-step.tsx';
import { PlatformsStep } from '../components/platforms-step.tsx';
import { SelectPlanStep } from '../components/select-plan-step.tsx';
import { WelcomeStep } from '../components/welcome-step.tsx';

const stepOf = (pathname: string): OnboardingStep | undefined =>
  ONBOARDING_STEPS.find((step) => pathname.endsWith(`/onboarding/${step}`));

/** Onboarding: its own layout with the logo and the progress bar. */
export const OnboardingLayout = () => {
  const { t } = useTranslation();
  const init = useInit();
  const { pathname } = useLocation();
  const value = onboardingProgress({
    step: stepOf(pathname) ?? '',
    subscriptionsEnabled: init.tenant.switches.subscriptions,
  });
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <BrandLogo brandName={init.tenant.brandName} color={init.tenant.colors.primaryDark} />
        <Progress value={value} aria-label={t('onboarding.progress')} />
        <Box component="main">
          <Outlet />
        </Box>
      </Stack>
    </Container>
  );
};

const STEP_PAGES: Record<OnboardingStep, () => React.JSX.Element> = {
  'select-plan': SelectPlanStep,
  platforms: PlatformsStep,
  completed: CompletedStep,
  welcome: WelcomeStep,
};

/** The page of the onboarding step in the path. */
export const OnboardingStepPage = () => {
  const Step = STEP_PAGES[stepOf(useLocation().pathname) ?? 'welcome'];
  return <Step />;
};
