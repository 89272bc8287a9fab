import { EventType } from '@shipdeck/domain/events/event-types';
import type { ListContentEvent } from '@shipdeck/domain/shipments/rules/list-content-machine';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { onRealtimeEvent } from '../../../shared/realtime/event-handlers.ts';
import { referenceOfEvent, shipmentOfEvent } from '../../../shared/realtime/shipment-event-payload.ts';
import { takePrefetchedFirstPage } from '../api/first-page-prefetch.ts';
import { shipmentStatsQueryOptions } from '../api/get-shipment-stats.ts';
import { getShipments, type ShipmentListParams } from '../api/get-shipments.ts';
import { hasAnyFilter, listLoadDelayMs } from '../rules/list-search-params.ts';
import { rememberShipments } from './inbox-notifications.ts';
import { initialListModel, listReducer } from './shipment-list-model.ts';

/** NEW_USER: the client has no shipments at all (the all inbox counts zero). */
const isNewUser = async (queryClient: QueryClient) => {
  try {
    const stats = await queryClient.fetchQuery({ ...shipmentStatsQueryOptions(), staleTime: 5000 });
    return stats.ALL === 0;
  } catch {
    return false;
  }
};

/**
 * The shipments list of one inbox with its filters and sort: pages of 20 loaded on demand, the
 * content state machine, a pending request cancelled by the next one, and the rows kept
 * current by the shipment events.
 */
export const useShipmentList = (params: ShipmentListParams) => {
  const queryClient = useQueryClient();
  const [model, dispatch] = useReducer(listReducer, initialListModel);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const modelRef = useRef(model);
  modelRef.current = model;
  const controllerRef = useRef<AbortController | null>(null);
  // A first page is a snapshot taken while it loads: an event that arrives meanwhile may be missing
  // from it (a marketplace import creating drafts), and the rows are not on screen to apply it to.
  const firstPageLoadingRef = useRef(false);
  const eventsWhileFirstPageLoadedRef = useRef(false);
  const key = JSON.stringify([params.inbox, params.sort, params.filters]);

  const fetchPage = useCallback(
    async (page: number) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const current = paramsRef.current;
      if (page === 1) {
        firstPageLoadingRef.current = true;
        eventsWhileFirstPageLoadedRef.current = false;
      }
      try {
        const prefetched = page === 1 ? takePrefetchedFirstPage(current) : undefined;
        const answer = await (prefetched ?? getShipments({ ...current, page, signal: controller.signal }));
        let emptyEvent: ListContentEvent = 'EMPTY';
        if (answer.content.length === 0 && page === 1) {
          if (hasAnyFilter(current.filters)) emptyEvent = 'EMPTY_FILTER';
          else if (await isNewUser(queryClient)) emptyEvent = 'NEW_USER';
        }
        if (controller.signal.aborted) return;
        rememberShipments(answer.content);
        dispatch({ type: 'page', page, answer, emptyEvent });
        if (page === 1) {
          firstPageLoadingRef.current = false;
          // The rows stay on screen while the page is asked for again, with those events in it.
          if (eventsWhileFirstPageLoadedRef.current) void fetchPage(1);
        }
      } catch {
        if (controller.signal.aborted) return;
        if (page === 1) firstPageLoadingRef.current = false;
        dispatch({ type: 'failed' });
      }
    },
    [queryClient],
  );

  const loadedParamsRef = useRef<ShipmentListParams | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the list's parameters.
  useEffect(() => {
    dispatch({ type: 'load' });
    const delay = listLoadDelayMs(loadedParamsRef.current, paramsRef.current);
    loadedParamsRef.current = paramsRef.current;
    const timer = setTimeout(() => void fetchPage(1), delay);
    return () => {
      clearTimeout(timer);
      controllerRef.current?.abort();
    };
  }, [key, fetchPage]);

  useEffect(() => {
    const emptyEvent = (): ListContentEvent =>
      hasAnyFilter(paramsRef.current.filters) ? 'EMPTY_FILTER' : 'EMPTY';
    const noteEvent = () => {
      if (firstPageLoadingRef.current) eventsWhileFirstPageLoadedRef.current = true;
    };
    const upsert = (payload: unknown) => {
      const shipment = shipmentOfEvent(payload);
      if (!shipment) return;
      noteEvent();
      const current = paramsRef.current;
      dispatch({
        type: 'upsert',
        shipment,
        inbox: current.inbox,
        sort: current.sort,
        // The browser cannot tell whether a new shipment matches the search or filters; the
        // server can, on the next load.
        canInsert: !hasAnyFilter(current.filters),
        emptyEvent: emptyEvent(),
      });
    };
    const unsubscribers = [
      onRealtimeEvent(EventType.ShipmentCreated, (event) => upsert(event.payload)),
      onRealtimeEvent(EventType.ShipmentUpdated, (event) => upsert(event.payload)),
      onRealtimeEvent(EventType.ShipmentDeleted, (event) => {
        const reference = referenceOfEvent(event.payload);
        noteEvent();
        if (reference) dispatch({ type: 'remove', reference, emptyEvent: emptyEvent() });
      }),
    ];
    return () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
    };
  }, []);

  const actions = useMemo(
    () => ({
      retry: () => {
        const current = modelRef.current;
        if (current.content === 'ERROR') {
          dispatch({ type: 'retry' });
          void fetchPage(1);
        } else if (current.content === 'ERROR_NEXT_PAGE') {
          dispatch({ type: 'retry' });
          void fetchPage(current.page + 1);
        }
      },
      loadNextPage: () => {
        const current = modelRef.current;
        if (current.content !== 'SHIPMENTS' || current.page >= current.totalPages) return;
        // Marks the page as asked for before React renders again, so a second observer call is a no-op.
        modelRef.current = { ...current, content: 'LOADING_NEXT_PAGE' };
        dispatch({ type: 'next-page' });
        void fetchPage(current.page + 1);
      },
      removeRows: (references: readonly string[]) => {
        const emptyEvent: ListContentEvent = hasAnyFilter(paramsRef.current.filters)
          ? 'EMPTY_FILTER'
          : 'EMPTY';
        for (const reference of references) dispatch({ type: 'remove', reference, emptyEvent });
      },
    }),
    [fetchPage],
  );

  // Between a change of inbox, filters or sort and the effect that starts the new list, the rows on
  // screen belong to the old one: show the new list as loading from the first render.
  const [loadedKey, setLoadedKey] = useState(key);
  useEffect(() => setLoadedKey(key), [key]);
  if (loadedKey !== key && model.content !== 'NEW_USER') {
    return { ...initialListModel, hasMore: false, ...actions };
  }
  return { ...model, hasMore: model.page < model.totalPages, ...actions };
};
