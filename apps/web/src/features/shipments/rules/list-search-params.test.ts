import { beforeAll, describe, expect, it } from 'vitest';
import { formatListDate } from './format.ts';
import {
  listFromSearch,
  listLoadDelayMs,
  loadFilterRules,
  nextSort,
  SEARCH_TYPING_DEBOUNCE_MS,
  withFilters,
  withSort,
} from './list-search-params.ts';

describe('filters in the query string', () => {
  beforeAll(() => loadFilterRules());

  it('round-trips every filter field and the sort', () => {
    const filters = {
      q: 'SD26',
      carrier_name: 'UPS',
      source: 'AMZ',
      created_at_from: '2026-01-01',
      created_at_to: '2026-01-31',
      delivery_date_from: '2026-02-01',
      delivery_date_to: '2026-02-28',
      label_downloaded: 'true',
      recipient_name: 'Grace',
      recipient_surname: 'Hopper',
      shipment_custom_reference: '#1118',
    };
    const search = withSort(withFilters(new URLSearchParams('other=kept'), filters), 'service_desc');
    expect(search.get('other')).toBe('kept');
    expect(listFromSearch(new URLSearchParams(search.toString()))).toEqual({ filters, sort: 'service_desc' });
  });

  it('clears a field given an empty value and ignores an unknown sort', () => {
    const search = withFilters(new URLSearchParams('q=a&carrier_name=UPS&order=price'), { carrier_name: '' });
    expect(listFromSearch(search)).toEqual({ filters: { q: 'a' }, sort: undefined });
  });

  it('cycles the service sort: none → ascending → descending → none', () => {
    expect([nextSort(undefined), nextSort('service_asc'), nextSort('service_desc')]).toEqual([
      'service_asc',
      'service_desc',
      undefined,
    ]);
  });
});

describe('list dates', () => {
  it.each([
    ['2026-03-01T12:00:00Z', '1st Mar 2026'],
    ['2026-03-02T12:00:00Z', '2nd Mar 2026'],
    ['2026-03-03T12:00:00Z', '3rd Mar 2026'],
    ['2026-03-11T12:00:00Z', '11th Mar 2026'],
    ['2026-03-22T12:00:00Z', '22nd Mar 2026'],
    ['2026-09-30T12:00:00Z', '30th Sep 2026'],
  ])('%s → %s', (iso, expected) => {
    expect(formatListDate(iso, 'en-GB')).toBe(expected);
  });
});

describe('when a list asks for its first page', () => {
  const list = { inbox: 'ALL', filters: { q: 'gar' } };
  it.each([
    ['opening a list', null, list, 0],
    ['typing on in the search', list, { ...list, filters: { q: 'garc' } }, SEARCH_TYPING_DEBOUNCE_MS],
    ['clearing the search', list, { ...list, filters: {} }, SEARCH_TYPING_DEBOUNCE_MS],
    ['another inbox', list, { ...list, inbox: 'DRAFT' }, 0],
    ['a sort', list, { ...list, sort: 'service_asc' as const }, 0],
    ['a filter', list, { ...list, filters: { q: 'gar', carrier_name: 'UPS' } }, 0],
    ['a filter and the search at once', list, { ...list, filters: { q: 'x', source: 'AMZ' } }, 0],
  ])('%s waits %s ms', (_case, before, after, delay) => {
    expect(listLoadDelayMs(before, after)).toBe(delay);
  });
});
