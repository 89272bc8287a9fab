import { describe, expect, it } from 'vitest';
import {
  type ListContentEvent,
  type ListContentState,
  nextListContentState,
} from './list-content-machine.ts';

describe('nextListContentState: what the shipments list shows next', () => {
  const table: [ListContentState, ListContentEvent, ListContentState][] = [
    ['LOADING', 'SHIPMENT_LIST', 'SHIPMENTS'],
    ['LOADING', 'ERROR', 'ERROR'],
    ['LOADING', 'NEW_USER', 'NEW_USER'],
    ['LOADING', 'EMPTY', 'EMPTY'],
    ['LOADING', 'EMPTY_FILTER', 'EMPTY_FILTER'],
    ['SHIPMENTS', 'LOAD', 'LOADING'],
    ['SHIPMENTS', 'NEXT_PAGE', 'LOADING_NEXT_PAGE'],
    ['SHIPMENTS', 'EMPTY', 'EMPTY'],
    ['SHIPMENTS', 'EMPTY_FILTER', 'EMPTY_FILTER'],
    ['ERROR', 'LOAD', 'LOADING'],
    ['ERROR_NEXT_PAGE', 'LOAD', 'LOADING_NEXT_PAGE'],
    ['LOADING_NEXT_PAGE', 'SHIPMENT_LIST', 'SHIPMENTS'],
    ['LOADING_NEXT_PAGE', 'ERROR', 'ERROR_NEXT_PAGE'],
    ['LOADING_NEXT_PAGE', 'EMPTY', 'SHIPMENTS'],
    ['EMPTY', 'SHIPMENT_LIST', 'SHIPMENTS'],
    ['EMPTY', 'LOAD', 'LOADING'],
    ['NEW_USER', 'SHIPMENT_LIST', 'SHIPMENTS'],
    ['EMPTY_FILTER', 'LOAD', 'LOADING'],
    // Events a state does not accept change nothing.
    ['ERROR', 'SHIPMENT_LIST', 'ERROR'],
    ['NEW_USER', 'LOAD', 'NEW_USER'],
    ['EMPTY_FILTER', 'SHIPMENT_LIST', 'EMPTY_FILTER'],
    ['SHIPMENTS', 'ERROR', 'SHIPMENTS'],
  ];
  it.each(table)('%s + %s → %s', (state, event, expected) => {
    expect(nextListContentState(state, event)).toBe(expected);
  });
});
