import { Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { PLANS, RENEWAL_ATTEMPTS, RETENTION_DISCOUNT_PERIODS } from '@shipdeck/domain/subscriptions/plans';
import { PlanCode } from '@shipdeck/domain/subscriptions/subscriptions.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../rules/subscription-format.ts';

const plusPlan = PLANS.find((plan) => plan.code === PlanCode.Plus);

/** What the plan costs, said from the plan catalogue itself so the terms never quote a stale price. */
const usePlanPriceText = () => {
  const { t, i18n } = useTranslation();
  const [intro, regular] = plusPlan?.ramp ?? [];
  if (plusPlan && intro?.periods && regular) {
    return t('subscriptions.terms.price-ramp', {
      count: intro.periods,
      intro: money(intro.unitAmount, i18n.language),
      regular: money(regular.unitAmount, i18n.language),
    });
  }
  return t('subscriptions.terms.price-fixed', { amount: money(plusPlan?.unitAmount ?? 0, i18n.language) });
};

/** The subscription terms, in the seller's language, opened from the plan card without leaving the page. */
export const SubscriptionTerms = () => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const priceText = usePlanPriceText();
  const sections = [
    {
      heading: t('subscriptions.terms.plan-heading'),
      text: `${priceText} ${t('subscriptions.terms.plan-features')}`,
    },
    {
      heading: t('subscriptions.terms.billing-heading'),
      text: t('subscriptions.terms.billing', { count: RENEWAL_ATTEMPTS }),
    },
    {
      heading: t('subscriptions.terms.cancel-heading'),
      text: t('subscriptions.terms.cancel', { count: RETENTION_DISCOUNT_PERIODS }),
    },
  ];
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setIsOpen(true)}>
        {t('subscriptions.active.terms')}
      </Anchor>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('subscriptions.terms.title')}
        closeButtonProps={{ 'aria-label': t('side-panel.close') }}
        size="lg"
      >
        <Stack gap="md">
          {sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <Title order={3} size="h5" mb={4}>
                {section.heading}
              </Title>
              <Text size="sm">{section.text}</Text>
            </section>
          ))}
          <Group justify="flex-end">
            <Button onClick={() => setIsOpen(false)} data-autofocus>
              {t('subscriptions.terms.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
