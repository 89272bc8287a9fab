import type { ListContentState } from '@shipdeck/domain/shipments/rules/list-content-machine';
import { describe, expect, it } from 'vitest';
import type { ShipmentPage } from '../api/get-shipments.ts';
import { aShipment } from '../testing/fake-shipments-api.ts';
import {
  initialListModel,
  type ListAction,
  listReducer,
  type ShipmentListModel,
} from './shipment-list-model.ts';

const page = (count: number, totalElements = count, pageNumber = 1): ShipmentPage => ({
  content: Array.from({ length: count }, () => aShipment()),
  pagination: { currentPage: pageNumber, totalPages: Math.ceil(totalElements / 20), totalElements },
});

const run = (actions: ListAction[], from: ShipmentListModel = initialListModel) =>
  actions.reduce(listReducer, from);
const at = (content: ListContentState, rest: Partial<ShipmentListModel> = {}): ShipmentListModel => ({
  ...initialListModel,
  content,
  ...rest,
});

describe('shipment list model and its content states', () => {
  it.each<[string, ListAction[], ListContentState]>([
    ['first page with rows', [{ type: 'page', page: 1, answer: page(3), emptyEvent: 'EMPTY' }], 'SHIPMENTS'],
    ['first page empty', [{ type: 'page', page: 1, answer: page(0), emptyEvent: 'EMPTY' }], 'EMPTY'],
    [
      'first page empty with filters',
      [{ type: 'page', page: 1, answer: page(0), emptyEvent: 'EMPTY_FILTER' }],
      'EMPTY_FILTER',
    ],
    [
      'first page empty for a new client',
      [{ type: 'page', page: 1, answer: page(0), emptyEvent: 'NEW_USER' }],
      'NEW_USER',
    ],
    ['first page failed', [{ type: 'failed' }], 'ERROR'],
    ['retry after a failure', [{ type: 'failed' }, { type: 'retry' }], 'LOADING'],
    [
      'next page asked',
      [{ type: 'page', page: 1, answer: page(20, 30), emptyEvent: 'EMPTY' }, { type: 'next-page' }],
      'LOADING_NEXT_PAGE',
    ],
    [
      'next page failed',
      [
        { type: 'page', page: 1, answer: page(20, 30), emptyEvent: 'EMPTY' },
        { type: 'next-page' },
        { type: 'failed' },
      ],
      'ERROR_NEXT_PAGE',
    ],
    [
      'retrying a failed next page',
      [
        { type: 'page', page: 1, answer: page(20, 30), emptyEvent: 'EMPTY' },
        { type: 'next-page' },
        { type: 'failed' },
        { type: 'retry' },
      ],
      'LOADING_NEXT_PAGE',
    ],
    [
      'an empty next page',
      [
        { type: 'page', page: 1, answer: page(20, 30), emptyEvent: 'EMPTY' },
        { type: 'next-page' },
        { type: 'page', page: 2, answer: page(0, 20, 2), emptyEvent: 'EMPTY' },
      ],
      'SHIPMENTS',
    ],
    [
      'a new list from the list',
      [{ type: 'page', page: 1, answer: page(3), emptyEvent: 'EMPTY' }, { type: 'load' }],
      'LOADING',
    ],
    [
      'a new list from EMPTY_FILTER',
      [{ type: 'page', page: 1, answer: page(0), emptyEvent: 'EMPTY_FILTER' }, { type: 'load' }],
      'LOADING',
    ],
    [
      'a new list for a new client stays NEW_USER',
      [{ type: 'page', page: 1, answer: page(0), emptyEvent: 'NEW_USER' }, { type: 'load' }],
      'NEW_USER',
    ],
    [
      'a new list while a next page is pending starts over',
      [
        { type: 'page', page: 1, answer: page(20, 30), emptyEvent: 'EMPTY' },
        { type: 'next-page' },
        { type: 'load' },
      ],
      'LOADING',
    ],
  ])('%s → %s', (_name, actions, expected) => {
    expect(run(actions).content).toBe(expected);
  });

  it('appends next pages without repeating a row already shown', () => {
    const first = page(20, 25);
    const second: ShipmentPage = { ...page(5, 25, 2), content: [first.content[19]!, ...page(4).content] };
    const model = run([
      { type: 'page', page: 1, answer: first, emptyEvent: 'EMPTY' },
      { type: 'next-page' },
      { type: 'page', page: 2, answer: second, emptyEvent: 'EMPTY' },
    ]);
    expect(model.rows).toHaveLength(24);
    expect(model.page).toBe(2);
  });

  it('an event inserts a new row of the inbox newest first and counts it', () => {
    const old = aShipment({ createdAt: '2026-01-01T00:00:00.000Z' });
    const model = listReducer(at('SHIPMENTS', { rows: [old], page: 1, totalPages: 1, totalElements: 1 }), {
      type: 'upsert',
      shipment: aShipment({ reference: 'SD26FRESH', createdAt: '2026-02-01T00:00:00.000Z' }),
      inbox: 'READY_TO_PURCHASE',
      canInsert: true,
      emptyEvent: 'EMPTY',
    });
    expect(model.rows.map((row) => row.reference)).toEqual(['SD26FRESH', old.reference]);
    expect(model.totalElements).toBe(2);
  });

  it('an event into an empty inbox shows the list', () => {
    const model = listReducer(at('EMPTY'), {
      type: 'upsert',
      shipment: aShipment(),
      inbox: 'ALL',
      canInsert: true,
      emptyEvent: 'EMPTY',
    });
    expect(model.content).toBe('SHIPMENTS');
  });

  it('ignores a shipment of another inbox, and one it cannot place under filters', () => {
    const start = at('SHIPMENTS', { rows: [aShipment()], page: 1, totalPages: 1, totalElements: 1 });
    const other = listReducer(start, {
      type: 'upsert',
      shipment: aShipment({ state: 'DELIVERED' }),
      inbox: 'READY_TO_PURCHASE',
      canInsert: true,
      emptyEvent: 'EMPTY',
    });
    expect(other).toBe(start);
    const filtered = listReducer(start, {
      type: 'upsert',
      shipment: aShipment(),
      inbox: 'READY_TO_PURCHASE',
      canInsert: false,
      emptyEvent: 'EMPTY_FILTER',
    });
    expect(filtered).toBe(start);
  });

  it('an update that leaves the inbox removes the row; the last one leaves the inbox EMPTY', () => {
    const row = aShipment({ reference: 'SD26LEAVES' });
    const model = listReducer(at('SHIPMENTS', { rows: [row], page: 1, totalPages: 1, totalElements: 1 }), {
      type: 'upsert',
      shipment: {
        ...row,
        state: 'PURCHASE_SUCCESS',
        displayStatus: 'PROCESSING',
        inboxes: ['ALL', 'PROCESSING'],
      },
      inbox: 'READY_TO_PURCHASE',
      canInsert: true,
      emptyEvent: 'EMPTY',
    });
    expect(model.rows).toEqual([]);
    expect(model.content).toBe('EMPTY');
  });
});
