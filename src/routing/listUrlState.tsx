/**
 * The one adapter between react-admin's list state and the URL (spec §2, §5). react-admin keeps a list's state in
 * the search string as `filter=<json>&sort&order&page&perPage`; the product's URLs use the spec's names instead
 * (`search`, `orgs`, `status`, `sortBy`, `page` …, and `sort`, `order`, `perPage` where the spec is silent).
 * `<ListUrlState config>` gives the react-admin lists below it a router whose location shows the spec's params in
 * react-admin's shape and whose navigation writes react-admin's changes back under the spec's names, so a list keeps
 * syncing with the location (reload, shared link and Back restore the grid) and react-admin's store still remembers
 * the last state for a bare URL. Invalid values fall back to the default (spec §5) and are rewritten in the URL.
 */
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { RouterProviderContext, useRouterProvider, type RouterProvider, type SortPayload } from 'react-admin';
import { useSearchParams } from 'react-router';
import { sortByValue } from '../dataProvider/resources';
import type { ParamSchema } from './searchParams';

/** One URL param of a list: the react-admin filter field it fills and the schema that validates it. */
export interface FilterParam {
  source: string;
  schema: ParamSchema<unknown>;
}

/** How a list's sort is written in the URL. */
export interface SortCodec {
  /** The URL params the sort occupies. */
  keys: readonly string[];
  /** The sort the params name, or null when absent or invalid (the default applies). */
  read(params: URLSearchParams): SortPayload | null;
  /** The params of `sort`; an empty object when the URL cannot express it. */
  write(sort: SortPayload): Record<string, string>;
}

/** The URL shape of one list: filter params by URL name, the sort codec, defaults and the page sizes offered. */
export interface ListUrlConfig {
  filters: Readonly<Record<string, FilterParam>>;
  sort: SortCodec;
  defaultSort: SortPayload;
  perPageChoices: readonly number[];
  defaultPerPage: number;
}

/** react-admin's list state (the part that lives in the URL). */
export interface ListState {
  filter: Record<string, unknown>;
  sort: SortPayload;
  page: number;
  perPage: number;
}

/** `sort=<field>&order=asc|desc` for lists whose spec row names no sort param; only `fields` are accepted. */
export function sortOrderCodec(fields: readonly string[]): SortCodec {
  return {
    keys: ['sort', 'order'],
    read(params) {
      const field = params.get('sort');
      if (!field || !fields.includes(field)) return null;
      const order = (params.get('order') ?? 'asc').toUpperCase();
      return { field, order: order === 'DESC' ? 'DESC' : 'ASC' };
    },
    write: (sort): Record<string, string> => (fields.includes(sort.field) ? { sort: sort.field, order: sort.order.toLowerCase() } : {}),
  };
}

/**
 * One `sortBy` param whose values are `<field>:asc|desc`, or a bare field sorted one way (spec §2 chat conversations:
 * createdAt:desc … status).
 */
export function sortByCodec(values: readonly string[]): SortCodec {
  const toSort = (value: string): SortPayload => {
    const [field, dir] = value.split(':');
    return { field, order: dir === 'desc' ? 'DESC' : 'ASC' };
  };
  return {
    keys: ['sortBy'],
    read(params) {
      const value = params.get('sortBy');
      return value && values.includes(value) ? toSort(value) : null;
    },
    write(sort): Record<string, string> {
      const value = sortByValue(values, sort);
      return value ? { sortBy: value } : {};
    },
  };
}

const listKeys = (config: ListUrlConfig) => [...Object.keys(config.filters), ...config.sort.keys, 'page', 'perPage'];

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The list state named by `params`, or null when they hold none of the list's params (react-admin then restores the
 * state it stored). Each invalid value falls back to its default: a filter is dropped, the sort is the default sort,
 * `page` a whole number of at least 1 (else 1), `perPage` one of the page sizes offered (else the default).
 */
export function readListState(config: ListUrlConfig, params: URLSearchParams): ListState | null {
  if (!listKeys(config).some((key) => params.has(key))) return null;
  const filter: Record<string, unknown> = {};
  for (const [name, { source, schema }] of Object.entries(config.filters)) {
    const raw = params.getAll(name);
    if (raw.length === 0) continue;
    const result = schema.safeParse(raw);
    if (result.success) filter[source] = result.data;
  }
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    filter,
    sort: config.sort.read(params) ?? config.defaultSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: config.perPageChoices.includes(perPage) ? perPage : config.defaultPerPage,
  };
}

/**
 * `params` with the list's params replaced by `state` under the spec's names: filters with a value (lists
 * comma-joined), the sort and `perPage` when they are not the defaults, and `page` always, so a URL that a person
 * changed is never bare (a bare URL restores the stored state). Other params (`candidateId` …) are kept.
 */
export function writeListState(config: ListUrlConfig, state: ListState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  listKeys(config).forEach((key) => next.delete(key));
  for (const [name, { source }] of Object.entries(config.filters)) {
    const value = state.filter[source];
    if (!isEmpty(value)) next.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const { field, order } = config.defaultSort;
  if (state.sort.field !== field || state.sort.order !== order) {
    for (const [key, value] of Object.entries(config.sort.write(state.sort))) next.set(key, value);
  }
  if (state.perPage !== config.defaultPerPage) next.set('perPage', String(state.perPage));
  next.set('page', String(state.page));
  return next;
}

/** react-admin's search string for `state` (what its list controller parses). */
function toReactAdminSearch(state: ListState): string {
  const displayed = Object.fromEntries(Object.keys(state.filter).map((source) => [source, true]));
  const params = new URLSearchParams({
    filter: JSON.stringify(state.filter),
    displayedFilters: JSON.stringify(displayed),
    sort: state.sort.field,
    order: state.sort.order,
    page: String(state.page),
    perPage: String(state.perPage),
  });
  return `?${params}`;
}

/** The list state of a search string react-admin wrote (its `filter` JSON, sort, order, page, perPage). */
function fromReactAdminSearch(config: ListUrlConfig, search: string): ListState {
  const params = new URLSearchParams(search);
  let filter: Record<string, unknown> = {};
  try {
    filter = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
  } catch {
    // react-admin always writes JSON; an unreadable filter is no filter
  }
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    filter,
    sort: { field: params.get('sort') ?? config.defaultSort.field, order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: Number.isInteger(perPage) && perPage > 0 ? perPage : config.defaultPerPage,
  };
}

/** react-admin's navigation target `{ search }` (no pathname): a list changing its own state. */
const isListNavigation = (to: unknown): to is { search: string } =>
  typeof to === 'object' &&
  to !== null &&
  !('pathname' in to && (to as { pathname?: string }).pathname) &&
  typeof (to as { search?: unknown }).search === 'string';

/** The router of the lists below ListUrlState: react-admin's, with location and navigation translated. */
function useAdaptedRouter(config: ListUrlConfig): RouterProvider {
  const base = useRouterProvider();
  return useMemo<RouterProvider>(() => {
    const useLocation: RouterProvider['useLocation'] = () => {
      const location = base.useLocation();
      const { search } = location;
      const adaptedSearch = useMemo(() => {
        const state = readListState(config, new URLSearchParams(search));
        return state ? toReactAdminSearch(state) : '';
      }, [search]);
      return useMemo(() => ({ ...location, search: adaptedSearch }), [location, adaptedSearch]);
    };
    const useNavigate: RouterProvider['useNavigate'] = () => {
      const navigate = base.useNavigate();
      const location = base.useLocation();
      const currentSearch = useRef(location.search);
      currentSearch.current = location.search;
      return useCallback<ReturnType<RouterProvider['useNavigate']>>(
        (to, options) => {
          if (!isListNavigation(to)) return navigate(to, options);
          const state = fromReactAdminSearch(config, to.search);
          const next = writeListState(config, state, new URLSearchParams(currentSearch.current));
          return navigate({ search: `?${next}` }, options);
        },
        [navigate],
      );
    };
    return { ...base, useLocation, useNavigate };
  }, [base, config]);
}

/**
 * Rewrites a URL whose list params are invalid or out of canonical form (spec §5: an invalid value falls back to
 * the default), replacing the history entry.
 */
function useCanonicalListUrl(config: ListUrlConfig): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const state = readListState(config, params);
    if (!state) return;
    const canonical = writeListState(config, state, params);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
  }, [config, params, setParams]);
}

/**
 * Wraps react-admin lists (`List`, `ListBase`, `useListController`) so that their filter, sort and page state is read
 * from and written to the URL under `config`'s names. `config` must be a stable object (a module constant).
 */
export function ListUrlState({ config, children }: { config: ListUrlConfig; children: ReactNode }) {
  const router = useAdaptedRouter(config);
  useCanonicalListUrl(config);
  return <RouterProviderContext.Provider value={router}>{children}</RouterProviderContext.Provider>;
}

/**
 * The filter the current URL names under `config` (empty when the URL has none of the list's params), for what a page
 * decides outside the list controller, e.g. the organisations a list may show.
 */
export function useListUrlFilter(config: ListUrlConfig): Record<string, unknown> {
  const [params] = useSearchParams();
  return useMemo(() => readListState(config, params)?.filter ?? {}, [config, params]);
}

/** The props a react-admin list under `config` takes from it: the default sort and page size. */
export function listDefaults(config: ListUrlConfig): { sort: SortPayload; perPage: number } {
  return { sort: config.defaultSort, perPage: config.defaultPerPage };
}
