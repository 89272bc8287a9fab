/**
 * What the notifications bell tells sellers: the product's news, newest first, per feed (a tenant names
 * its feed). Texts are translated in the web app under `announcements.<id>`; `to` is the private page
 * the news is about.
 */
export type Announcement = {
  id: string;
  /** The day it was published, YYYY-MM-DD. */
  publishedOn: string;
  to: 'problems' | 'labels' | 'shipping-rules' | 'integrations';
};

export const ANNOUNCEMENT_FEEDS: Readonly<Record<string, readonly Announcement[]>> = {
  'shipdeck-news': [
    { id: 'problems-inbox', publishedOn: '2026-11-26', to: 'problems' },
    { id: 'thermal-labels', publishedOn: '2026-11-24', to: 'labels' },
    { id: 'shipping-rules', publishedOn: '2026-11-20', to: 'shipping-rules' },
    { id: 'shop-imports', publishedOn: '2026-11-18', to: 'integrations' },
  ],
};

/** A feed's news, newest first; an unknown feed has none. */
export const announcementsOf = (feedId: string | undefined): readonly Announcement[] =>
  [...((feedId && ANNOUNCEMENT_FEEDS[feedId]) || [])].sort((a, b) =>
    b.publishedOn.localeCompare(a.publishedOn),
  );

/** The news published after the day the reader last opened the bell (all of it for a first look). */
export const unreadAnnouncements = (feed: readonly Announcement[], lastSeenOn: string | null) =>
  feed.filter((announcement) => lastSeenOn === null || announcement.publishedOn > lastSeenOn);
