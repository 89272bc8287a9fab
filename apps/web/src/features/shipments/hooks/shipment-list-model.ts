import {
  type ListContentEvent,
  type ListContentState,
  nextListContentState,
} from '@shipdeck/domain/shipments/rules/list-content-machine';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import type { ShipmentSort } from '@shipdeck/domain/shipments/shipment-filters.schema';
import type { Inbox } from '@shipdeck/domain/shipments/shipment-states';
import type { ShipmentPage } from '../api/get-shipments.ts';

/** What the list shows: its content state (loading, shipments, empty, no results, error) plus the rows loaded so far. */
export type ShipmentListModel = {
  content: ListContentState;
  rows: ShipmentView[];
  /** Last page loaded (0 before the first answer). */
  page: number;
  totalPages: number;
  totalElements: number;
  /** The server stopped counting at its cap: there are more matches than `totalElements`. */
  isTotalCapped: boolean;
};

export const initialListModel: ShipmentListModel = {
  content: 'LOADING',
  rows: [],
  page: 0,
  totalPages: 0,
  totalElements: 0,
  isTotalCapped: false,
};

export type ListAction =
  /** A new list (inbox, filters, sort): LOAD on the machine; the old rows go. */
  | { type: 'load' }
  | { type: 'retry' }
  | { type: 'next-page' }
  | { type: 'failed' }
  | { type: 'page'; page: number; answer: ShipmentPage; emptyEvent: ListContentEvent }
  | {
      type: 'upsert';
      shipment: ShipmentView;
      inbox: Inbox;
      sort?: ShipmentSort;
      canInsert: boolean;
      emptyEvent: ListContentEvent;
    }
  | { type: 'remove'; reference: string; emptyEvent: ListContentEvent };

const on = (model: ShipmentListModel, event: ListContentEvent): ShipmentListModel => ({
  ...model,
  content: nextListContentState(model.content, event),
});

/** Newest first, as the server lists when there is no sort. */
const insertByCreation = (rows: ShipmentView[], shipment: ShipmentView) => {
  const index = rows.findIndex((row) => row.data.createdAt < shipment.data.createdAt);
  return index === -1 ? [...rows, shipment] : [...rows.slice(0, index), shipment, ...rows.slice(index)];
};

export const listReducer = (model: ShipmentListModel, action: ListAction): ShipmentListModel => {
  switch (action.type) {
    case 'load': {
      // The machine has no way back from a pending or failed next page except through that page,
      // so a new list started there begins a machine of its own.
      if (model.content === 'LOADING_NEXT_PAGE' || model.content === 'ERROR_NEXT_PAGE') {
        return { ...initialListModel };
      }
      return on({ ...model, rows: [], page: 0, totalPages: 0, totalElements: 0 }, 'LOAD');
    }
    case 'retry':
      // ERROR → LOADING (page 1 again); ERROR_NEXT_PAGE → LOADING_NEXT_PAGE (the failed page again).
      return on(model, 'LOAD');
    case 'next-page':
      return on(model, 'NEXT_PAGE');
    case 'failed':
      return on(model, 'ERROR');
    case 'page': {
      const { answer, page } = action;
      const known = page === 1 ? new Set<string>() : new Set(model.rows.map((row) => row.reference));
      const fresh = answer.content.filter((row) => !known.has(row.reference));
      const rows = page === 1 ? answer.content : [...model.rows, ...fresh];
      const event: ListContentEvent = answer.content.length > 0 ? 'SHIPMENT_LIST' : action.emptyEvent;
      return on(
        {
          ...model,
          rows,
          page,
          totalPages: answer.pagination.totalPages,
          totalElements: answer.pagination.totalElements,
          isTotalCapped: answer.pagination.isTotalCapped ?? false,
        },
        event,
      );
    }
    case 'upsert': {
      const { shipment, inbox } = action;
      const index = model.rows.findIndex((row) => row.reference === shipment.reference);
      const belongs = shipment.inboxes.includes(inbox);
      if (index !== -1 && !belongs)
        return listReducer(model, { ...action, type: 'remove', reference: shipment.reference });
      if (index !== -1) {
        const rows = model.rows.slice();
        rows[index] = shipment;
        return { ...model, rows };
      }
      if (!belongs || !action.canInsert) return model;
      if (model.content !== 'SHIPMENTS' && model.content !== 'EMPTY' && model.content !== 'NEW_USER')
        return model;
      const rows = action.sort ? [shipment, ...model.rows] : insertByCreation(model.rows, shipment);
      // A row older than everything loaded belongs to a page not loaded yet: that page brings it.
      const isBeyondLoaded =
        !action.sort && rows[rows.length - 1] === shipment && model.page < model.totalPages;
      if (isBeyondLoaded) return model;
      return on({ ...model, rows, totalElements: model.totalElements + 1 }, 'SHIPMENT_LIST');
    }
    case 'remove': {
      if (!model.rows.some((row) => row.reference === action.reference)) return model;
      const rows = model.rows.filter((row) => row.reference !== action.reference);
      const next = { ...model, rows, totalElements: Math.max(0, model.totalElements - 1) };
      return rows.length === 0 && next.totalElements === 0 ? on(next, action.emptyEvent) : next;
    }
  }
};
