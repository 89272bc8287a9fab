import { ActionIcon, Anchor, Indicator, Popover, Stack, Text, Title } from '@mantine/core';
import {
  type Announcement,
  announcementsOf,
  unreadAnnouncements,
} from '@shipdeck/domain/announcements/announcements';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrivatePaths } from '../../shared/paths.ts';
import { useInit } from '../../shared/session/get-init.ts';

// The news of the feeds; each has its title and text in every language (checked by the locales' tests).
type AnnouncementId = 'problems-inbox' | 'thermal-labels' | 'shipping-rules' | 'shop-imports';

// Per user on this browser: the day of the newest news they have seen.
const seenKey = (userId: string) => `shipdeck.news-seen.${userId}`;

const readSeen = (userId: string) => {
  try {
    return window.localStorage.getItem(seenKey(userId));
  } catch {
    return null;
  }
};

const writeSeen = (userId: string, day: string) => {
  try {
    window.localStorage.setItem(seenKey(userId), day);
  } catch {
    // A browser that keeps nothing shows the news as new again next time; nothing else depends on it.
  }
};

const useAnnouncementLink = () => {
  const paths = usePrivatePaths();
  return (to: Announcement['to']) =>
    ({
      problems: paths.problems,
      labels: paths.settings.yourAccount,
      'shipping-rules': paths.settings.shippingRules,
      integrations: paths.settings.integrations(),
    })[to];
};

/**
 * A news item's day ("3 Mar 2026"). Made only when the list of news opens: the browser's first date
 * format loads its calendar data, which the header should not wait for.
 */
const formatNewsDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The open bell's list of news, newest first: drawn only while the bell is open. */
const NewsList = ({ feed, onFollow }: { feed: readonly Announcement[]; onFollow: () => void }) => {
  const { t, i18n } = useTranslation();
  const linkTo = useAnnouncementLink();
  return (
    <>
      <Title order={2} size="h5" mb="xs">
        {t('notifications.title')}
      </Title>
      {feed.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notifications.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {feed.map((item) => (
            <li key={item.id}>
              <Text size="xs" c="dimmed">
                {formatNewsDay(item.publishedOn, i18n.language)}
              </Text>
              <Anchor component={Link} to={linkTo(item.to)} fw={600} size="sm" onClick={onFollow}>
                {t(`announcements.${item.id as AnnouncementId}.title`)}
              </Anchor>
              <Text size="sm">{t(`announcements.${item.id as AnnouncementId}.body`)}</Text>
            </li>
          ))}
        </Stack>
      )}
    </>
  );
};

/** The header's bell: the product's news of the tenant's feed, with a count of what the user has not seen. */
export const NotificationsBell = () => {
  const { t } = useTranslation();
  const init = useInit();
  const feed = announcementsOf(init.tenant.notificationWidgetId);
  const [lastSeenOn, setLastSeenOn] = useState(() => readSeen(init.user.id));
  const unread = unreadAnnouncements(feed, lastSeenOn);
  const [isOpen, setIsOpen] = useState(false);

  const open = () => {
    setIsOpen(true);
    const newest = feed[0]?.publishedOn;
    if (newest) {
      writeSeen(init.user.id, newest);
      setLastSeenOn(newest);
    }
  };
  const label =
    unread.length > 0 ? t('notifications.bell-unread', { count: unread.length }) : t('notifications.bell');

  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-end" width={340} shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={label}
          aria-expanded={isOpen}
          onClick={() => (isOpen ? setIsOpen(false) : open())}
        >
          <Indicator label={unread.length} size={16} disabled={unread.length === 0} offset={2}>
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <NewsList feed={feed} onFollow={() => setIsOpen(false)} />
      </Popover.Dropdown>
    </Popover>
  );
};
