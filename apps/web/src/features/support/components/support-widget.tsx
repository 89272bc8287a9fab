import { Anchor, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../../shared/paths.ts';
import { useInit } from '../../../shared/session/get-init.ts';
import { useSupportUser } from '../api/get-support-user.ts';

/**
 * The support widget: closed at load, opens on click; the call button for VIP users only;
 * an upsell for phone support to sellers without a subscription; hidden for a tenant whose supportWidget
 * switch is off. The chat itself is the ticket form: no third-party snippet is loaded (ADR 0025).
 */
export const SupportWidget = () => {
  const { t } = useTranslation();
  const paths = usePrivatePaths();
  const isShown = useInit().tenant.switches.supportWidget;
  const [isOpen, setOpen] = useState(false);
  const user = useSupportUser();
  const panelId = useId();
  if (!isShown) return null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Button
        variant="light"
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={panelId}
      >
        {t('support.widget.open')}
      </Button>
      <Collapse expanded={isOpen} id={panelId}>
        <Stack gap="xs" mt="sm">
          <Group>
            <Button component={Link} to={paths.newTicket('other')} variant="default">
              {t('support.widget.write')}
            </Button>
            {user.data?.isVip ? (
              <Button component="a" href="tel:+442079460000">
                {t('support.widget.call')}
              </Button>
            ) : null}
          </Group>
          {user.data && !user.data.isSubscriber ? (
            <Text size="sm">
              {t('support.widget.upsell')}{' '}
              <Anchor component={Link} to={paths.subscriptions}>
                {t('support.widget.upsell-action')}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      </Collapse>
    </Paper>
  );
};
