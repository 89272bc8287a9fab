import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ClientFeatureName, isFeatureUsable, needsSubscription } from '@shipdeck/domain/features/features';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../shared/i18n/format-calendar-date.ts';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useClientFeatures, useInit } from '../../../shared/session/get-init.ts';
import {
  currentSubscriptionQueryOptions,
  useHasEnabledSubscription,
} from '../../../shared/session/subscription-status.ts';
import { useDocumentTitle } from '../../../shared/ui/document-title.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/states.tsx';
import { useOwnContracts } from '../api/get-own-contracts.ts';
import { DeactivateContractDialog } from '../components/deactivate-contract-dialog.tsx';
import { OwnContractCard } from '../components/own-contract-card.tsx';
import { OwnContractPanel, type PanelView } from '../components/own-contract-panel.tsx';

/** Without the feature an upgrade notice; a cancelled plan says until when it runs. */
const PlanNotice = () => {
  const { t, i18n } = useTranslation();
  const paths = usePrivatePaths();
  const features = useClientFeatures();
  const hasSubscription = useHasEnabledSubscription();
  const subscription = useQuery(currentSubscriptionQueryOptions()).data;
  if (needsSubscription(features, ClientFeatureName.OwnContract, hasSubscription))
    return (
      <Alert color="indigo" icon={<IconLock aria-hidden />} title={t('own-contract.plan.upgrade-title')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('own-contract.plan.upgrade')}</Text>
          <Button component={Link} to={paths.subscriptions}>
            {t('own-contract.plan.subscribe')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!isFeatureUsable(features, ClientFeatureName.OwnContract, hasSubscription))
    return (
      <Alert color="gray" role="status">
        {t('own-contract.plan.not-available')}
      </Alert>
    );
  if (subscription?.state === 'canceled')
    return (
      <Alert color="yellow" role="status">
        {t('own-contract.plan.cancelled', {
          date: formatCalendarDate(subscription.currentPeriodEndsAt.slice(0, 10), i18n.language, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          }),
        })}
      </Alert>
    );
  return null;
};

type Open = { carrierId: string; view: PanelView };

/** /settings/own-contracts: the seller's own carrier contracts. */
export const OwnContractsPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('settings-menu.own-contracts'), useInit().tenant.brandName);
  const contracts = useOwnContracts();
  const isUsable = isFeatureUsable(
    useClientFeatures(),
    ClientFeatureName.OwnContract,
    useHasEnabledSubscription(),
  );
  const [open, setOpen] = useState<Open | null>(null);
  const [deactivating, setDeactivating] = useState<string | null>(null);
  const models = contracts.data?.models ?? [];
  const modelOf = (carrierId: string | undefined) =>
    models.find((model) => model.carrierId === carrierId) ?? null;

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('settings-menu.own-contracts')}</Title>
        <Text size="sm" c="dimmed">
          {t('own-contract.subtitle')}
        </Text>
      </Stack>
      <PlanNotice />
      {contracts.isPending ? (
        <LoadingState />
      ) : contracts.isError ? (
        <ErrorState onRetry={() => void contracts.refetch()} />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          aria-label={t('own-contract.carriers')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {models.map((model) => (
            <OwnContractCard
              key={model.carrierId}
              model={model}
              isDisabled={!isUsable}
              onOpen={() => setOpen({ carrierId: model.carrierId, view: 'credentials' })}
              onEditServices={() => setOpen({ carrierId: model.carrierId, view: 'services' })}
              onDeactivate={() => setDeactivating(model.carrierId)}
            />
          ))}
        </SimpleGrid>
      )}
      <OwnContractPanel
        key={open ? `${open.carrierId}-${open.view}` : 'closed'}
        model={modelOf(open?.carrierId)}
        initialView={open?.view ?? 'credentials'}
        isDisabled={!isUsable}
        onClose={() => setOpen(null)}
      />
      <DeactivateContractDialog
        model={deactivating ? modelOf(deactivating) : null}
        onClose={() => setDeactivating(null)}
      />
    </Stack>
  );
};
