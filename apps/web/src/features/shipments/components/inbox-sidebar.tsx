import { Box, Divider, Group, NativeSelect, NavLink, Stack, Text } from '@mantine/core';
import { ClientFeatureName, needsSubscription } from '@shipdeck/domain/features/feature-names';
import { inboxToPath } from '@shipdeck/domain/shipments/rules/inbox-membership';
import { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import { IconAlertTriangle, IconChartBar, IconLock, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useHasEnabledSubscription } from '../../../shared/session/subscription-status.ts';
import { useShipmentStats } from '../api/get-shipment-stats.ts';
import { useInboxLabel } from './use-inbox-label.ts';

/** The inbox tree of the sidebar; Pending is a group (its path goes to all). */
const INBOX_TREE: { inbox: Inbox; children?: Inbox[] }[] = [
  { inbox: Inbox.All },
  { inbox: Inbox.Pending, children: [Inbox.ReadyToPurchase, Inbox.Draft] },
  { inbox: Inbox.Processing },
  { inbox: Inbox.ReadyForShipping },
  {
    inbox: Inbox.Tracking,
    children: [
      Inbox.InTransit,
      Inbox.OutForDelivery,
      Inbox.Delivered,
      Inbox.Incident,
      Inbox.ReturnedToSender,
    ],
  },
  { inbox: Inbox.Canceled },
  { inbox: Inbox.Archived },
];

export const SIDEBAR_WIDTH = 224;

const countId = (inbox: Inbox) => `inbox-count-${inboxToPath(inbox)}`;

/** Inboxes with their counts (archived has none), the subscription-plan and analytics links. */
export const InboxSidebar = ({ current }: { current: Inbox }) => {
  const { t, i18n } = useTranslation();
  const paths = usePrivatePaths();
  const { search } = useLocation();
  const init = useInit();
  const hasEnabledSubscription = useHasEnabledSubscription();
  const stats = useShipmentStats();
  const labelOf = useInboxLabel();
  const numberFormat = new Intl.NumberFormat(i18n.language);

  const count = (inbox: Inbox) => {
    if (inbox === Inbox.Archived) return null;
    const value = stats.data?.[inbox];
    return (
      <Text component="span" id={countId(inbox)} size="sm" c="dimmed" data-inbox-count={inboxToPath(inbox)}>
        {value === undefined ? '' : numberFormat.format(value)}
      </Text>
    );
  };

  const link = (inbox: Inbox, isChild: boolean) => (
    <NavLink
      key={inbox}
      component={Link}
      to={`${paths.inbox(inboxToPath(inbox))}${search}`}
      label={labelOf(inbox)}
      // The count is described, not named: the link is "In transit", its description "12".
      aria-label={labelOf(inbox)}
      aria-describedby={inbox === Inbox.Archived ? undefined : countId(inbox)}
      rightSection={count(inbox)}
      active={inbox === current}
      aria-current={inbox === current ? 'page' : undefined}
      pl={isChild ? 'xl' : undefined}
    />
  );

  // Shown when the client has the feature; a padlock when it waits for a subscription.
  const isAnalyticsShown = Boolean(
    init.features.find((feature) => feature.featureName === ClientFeatureName.UserAnalytics)?.enabled,
  );
  const isAnalyticsLocked = needsSubscription(
    init.features,
    ClientFeatureName.UserAnalytics,
    hasEnabledSubscription,
  );

  return (
    <Box
      component="nav"
      aria-label={t('shipments.sidebar.title')}
      w={SIDEBAR_WIDTH}
      miw={SIDEBAR_WIDTH}
      visibleFrom="md"
    >
      <Stack gap={2}>
        {INBOX_TREE.map((node) =>
          node.inbox === Inbox.Pending ? (
            <Box key={node.inbox} role="group" aria-labelledby="inbox-group-pending">
              <Group justify="space-between" px="sm" py={6}>
                <Text id="inbox-group-pending" size="sm" fw={600}>
                  {labelOf(node.inbox)}
                </Text>
                {count(node.inbox)}
              </Group>
              {node.children?.map((child) => link(child, true))}
            </Box>
          ) : (
            <Box key={node.inbox}>
              {link(node.inbox, false)}
              {node.children?.map((child) => link(child, true))}
            </Box>
          ),
        )}
        <Divider my="xs" />
        <NavLink
          component={Link}
          to={paths.problems}
          label={t('shipments.sidebar.problems')}
          leftSection={<IconAlertTriangle size={16} aria-hidden />}
        />
        {init.capabilities.subscriptionsEnabled ? (
          <NavLink
            component={Link}
            to={paths.subscriptions}
            label={t('shipments.sidebar.subscription-plan')}
            leftSection={<IconStar size={16} aria-hidden />}
          />
        ) : null}
        {isAnalyticsShown ? (
          <NavLink
            component={Link}
            to={paths.analytics}
            label={t('shipments.sidebar.analytics')}
            leftSection={<IconChartBar size={16} aria-hidden />}
            rightSection={
              isAnalyticsLocked ? (
                <IconLock size={16} role="img" aria-label={t('shipments.sidebar.requires-subscription')} />
              ) : null
            }
          />
        ) : null}
      </Stack>
    </Box>
  );
};

/** Below tablet width the sidebar would fill the first screen: a select moves between inboxes instead. */
export const InboxPicker = ({ current }: { current: Inbox }) => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const navigate = useNavigate();
  const { search } = useLocation();
  const labelOf = useInboxLabel();
  const options = INBOX_TREE.flatMap((node) => [
    ...(node.inbox === Inbox.Pending ? [] : [node.inbox]),
    ...(node.children ?? []),
  ]).map((inbox) => ({ value: inbox, label: labelOf(inbox) }));
  return (
    <NativeSelect
      hiddenFrom="md"
      label={t('shipments.sidebar.title')}
      data={options}
      value={current}
      onChange={(event) =>
        void navigate(`${paths.inbox(inboxToPath(event.currentTarget.value as Inbox))}${search}`)
      }
    />
  );
};
