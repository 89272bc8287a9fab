/** States and events of the shipments list content: loading, shipments, empty inbox, no search results or error. */
export type ListContentState =
  | 'LOADING'
  | 'SHIPMENTS'
  | 'NEW_USER'
  | 'EMPTY'
  | 'EMPTY_FILTER'
  | 'ERROR'
  | 'LOADING_NEXT_PAGE'
  | 'ERROR_NEXT_PAGE';

export type ListContentEvent =
  | 'LOAD'
  | 'ERROR'
  | 'SHIPMENT_LIST'
  | 'NEW_USER'
  | 'EMPTY'
  | 'EMPTY_FILTER'
  | 'NEXT_PAGE';

const TRANSITIONS: Record<ListContentState, Partial<Record<ListContentEvent, ListContentState>>> = {
  LOADING: {
    SHIPMENT_LIST: 'SHIPMENTS',
    ERROR: 'ERROR',
    NEW_USER: 'NEW_USER',
    EMPTY: 'EMPTY',
    EMPTY_FILTER: 'EMPTY_FILTER',
  },
  SHIPMENTS: {
    LOAD: 'LOADING',
    NEXT_PAGE: 'LOADING_NEXT_PAGE',
    EMPTY: 'EMPTY',
    EMPTY_FILTER: 'EMPTY_FILTER',
  },
  ERROR: { LOAD: 'LOADING' },
  ERROR_NEXT_PAGE: { LOAD: 'LOADING_NEXT_PAGE' },
  LOADING_NEXT_PAGE: { SHIPMENT_LIST: 'SHIPMENTS', ERROR: 'ERROR_NEXT_PAGE', EMPTY: 'SHIPMENTS' },
  EMPTY: { SHIPMENT_LIST: 'SHIPMENTS', LOAD: 'LOADING' },
  NEW_USER: { SHIPMENT_LIST: 'SHIPMENTS' },
  EMPTY_FILTER: { LOAD: 'LOADING' },
};

/** Next content state; an event the state does not accept leaves it unchanged. */
export const nextListContentState = (state: ListContentState, event: ListContentEvent): ListContentState =>
  TRANSITIONS[state][event] ?? state;
