import type { ShipmentFilters } from '@shipdeck/domain/shipments/shipment-filters.schema';
import { SHIPMENT_SORTS, type ShipmentSort } from '@shipdeck/domain/shipments/shipment-sorts';

type FiltersSchema =
  typeof import('@shipdeck/domain/shipments/shipment-filters.schema').shipmentFiltersSchema;

/** Every filter field, in the order the query string and the panel use. */
export const FILTER_FIELDS = [
  'q',
  'carrier_name',
  'source',
  'created_at_from',
  'created_at_to',
  'delivery_date_from',
  'delivery_date_to',
  'label_downloaded',
  'recipient_name',
  'recipient_surname',
  'shipment_custom_reference',
] as const satisfies readonly (keyof ShipmentFilters)[];
export type FilterField = (typeof FILTER_FIELDS)[number];

let filtersSchema: FiltersSchema | undefined;
let loadingRules: Promise<void> | undefined;
const rulesListeners = new Set<() => void>();

/**
 * The filter fields' rules (the domain schema, and zod with it) are not part of the first screen: the list
 * loads them once it shows, and the inbox route before it shows a list whose address has filters.
 */
export const loadFilterRules = () => {
  loadingRules ??= import('@shipdeck/domain/shipments/shipment-filters.schema').then(
    (module) => {
      filtersSchema = module.shipmentFiltersSchema;
      for (const listener of rulesListeners) listener();
    },
    (error: unknown) => {
      loadingRules = undefined;
      throw error;
    },
  );
  return loadingRules;
};

export const areFilterRulesLoaded = () => filtersSchema !== undefined;

export const subscribeFilterRules = (listener: () => void) => {
  rulesListeners.add(listener);
  return () => {
    rulesListeners.delete(listener);
  };
};

/** Fields of the filters panel (the search box owns `q`). */
export const PANEL_FILTER_FIELDS = FILTER_FIELDS.filter((field) => field !== 'q');

export const SORT_PARAM = 'order';

/**
 * Filters and sort from the page's query string, so a reload or a shared link shows the same list.
 * A field that would not pass the schema (a hand-edited link) is dropped rather than sent.
 */
export const listFromSearch = (
  search: URLSearchParams,
): { filters: ShipmentFilters; sort?: ShipmentSort } => {
  const raw: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = search.get(field)?.trim();
    if (value) raw[field] = value;
  }
  const order = search.get(SORT_PARAM);
  const sort = (SHIPMENT_SORTS as readonly string[]).includes(order ?? '')
    ? (order as ShipmentSort)
    : undefined;
  return { filters: validFilters(raw), sort };
};

/** Filter fields are checked once the rules are in (see `loadFilterRules`); until then none applies. */
const validFilters = (raw: Record<string, string>): ShipmentFilters => {
  if (Object.keys(raw).length === 0 || !filtersSchema) return {};
  let parsed = filtersSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = filtersSchema.safeParse(raw);
  }
  return parsed.success ? parsed.data : {};
};

/** Whether the query string sets any filter field (the list must then wait for the filter rules). */
export const hasFilterValues = (search: URLSearchParams) =>
  FILTER_FIELDS.some((field) => Boolean(search.get(field)?.trim()));

/** Writes filters (and keeps other parameters such as the sort) into a copy of the query string. */
export const withFilters = (
  search: URLSearchParams,
  filters: Partial<Record<FilterField, string | undefined>>,
) => {
  const next = new URLSearchParams(search);
  for (const field of FILTER_FIELDS) {
    if (!(field in filters)) continue;
    const value = filters[field]?.trim();
    if (value) next.set(field, value);
    else next.delete(field);
  }
  return next;
};

export const withSort = (search: URLSearchParams, sort: ShipmentSort | undefined) => {
  const next = new URLSearchParams(search);
  if (sort) next.set(SORT_PARAM, sort);
  else next.delete(SORT_PARAM);
  return next;
};

/** Filters other than the search text that are set (the count on the Filters button). */
export const countPanelFilters = (filters: ShipmentFilters) =>
  PANEL_FILTER_FIELDS.filter((field) => filters[field] !== undefined).length;

export const hasAnyFilter = (filters: ShipmentFilters) =>
  FILTER_FIELDS.some((field) => filters[field] !== undefined);

/** The sort a click on the service column header moves to: none → ascending → descending → none. */
export const nextSort = (sort: ShipmentSort | undefined): ShipmentSort | undefined =>
  sort === undefined ? 'service_asc' : sort === 'service_asc' ? 'service_desc' : undefined;

type ListParams = { inbox: string; sort?: ShipmentSort; filters: ShipmentFilters };

/** While the search text is being typed, the first page is asked for 800 ms after the last keystroke. */
export const SEARCH_TYPING_DEBOUNCE_MS = 800;

/**
 * How long a list waits before asking for its first page when its parameters move from `before`
 * (null: the list just opened) to `after`. Opening a list, another inbox, a sort or a filter asks at
 * once; only a change of the search text alone, as while a seller types, waits for the typing to pause.
 */
export const listLoadDelayMs = (before: ListParams | null, after: ListParams) =>
  before !== null &&
  before.inbox === after.inbox &&
  before.sort === after.sort &&
  before.filters.q !== after.filters.q &&
  PANEL_FILTER_FIELDS.every((field) => before.filters[field] === after.filters[field])
    ? SEARCH_TYPING_DEBOUNCE_MS
    : 0;
