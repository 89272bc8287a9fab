import { describe, expect, it } from 'vitest';
import { type Announcement, announcementsOf, unreadAnnouncements } from './announcements.ts';

const feed: Announcement[] = [
  { id: 'c', publishedOn: '2026-11-26', to: 'problems' },
  { id: 'b', publishedOn: '2026-11-24', to: 'labels' },
  { id: 'a', publishedOn: '2026-11-20', to: 'shipping-rules' },
];

describe('unread news', () => {
  it.each([
    ['a first look', null, ['c', 'b', 'a']],
    ['seen before the newest two', '2026-11-20', ['c', 'b']],
    ['seen the day of the middle one', '2026-11-24', ['c']],
    ['seen on the newest day', '2026-11-26', []],
    ['seen after everything', '2026-12-01', []],
  ])('%s (last seen %s): %j', (_, lastSeenOn, ids) => {
    expect(unreadAnnouncements(feed, lastSeenOn).map((item) => item.id)).toEqual(ids);
  });
});

describe('a feed', () => {
  it('lists its news newest first', () => {
    const days = announcementsOf('shipdeck-news').map((item) => item.publishedOn);
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual([...days].sort().reverse());
  });

  it.each([[undefined], [''], ['unknown-feed']])('%j has no news', (feedId) => {
    expect(announcementsOf(feedId)).toEqual([]);
  });
});
