import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import { localeOfPath } from '../i18n/locales.ts';
import { sessionChanges, sessionEffectKey, type SessionEffect } from './sessionChange.ts';

/**
 * Relay talks to the gateway's /graphql with persisted operations: the body carries the
 * documentId relay-compiler wrote to __generated__/persisted-queries.json, the operation name and
 * the variables. In dev the plain query text rides along, so a gateway without the map still works.
 */
const persistedInDev = import.meta.env.DEV
  ? import.meta.glob<Record<string, string>>('../__generated__/persisted-queries.json', { import: 'default' })
  : {};

async function queryText(id: string | null | undefined): Promise<string | undefined> {
  const load = Object.values(persistedInDev)[0];
  if (!id || !load) return undefined;
  return (await load())[id];
}

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
    /** The error's other `extensions` (`field`, `remaining`, …): what its translated message names. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * An answer without a GraphQL body (a proxy's error page, an interrupted response) gets the
 * catalogue code (schema/error-codes.json) its status means, so the shopper sees a translated
 * message instead of "GraphQL Error (Code: 502)".
 */
export function codeOfStatus(status: number): string {
  if (status === 429) return 'RATE_LIMITED';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 500) return 'INTERNAL_SERVER_ERROR';
  if (status > 500) return 'UPSTREAM_UNAVAILABLE';
  return status >= 400 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
}

type ErrorListener = (error: GraphQLRequestError) => void;
const errorListeners = new Set<ErrorListener>();

/**
 * Every GraphQL error of every call, with its `extensions.code`: the session refresh machine
 * listens for session errors (behaviour §4), whichever call met them. Returns the unsubscribe.
 */
export function onGraphQLError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => void errorListeners.delete(listener);
}

function reportErrors(
  errors: readonly { message: string; extensions?: { code?: string } }[],
  status: number,
) {
  for (const error of errors) {
    const reported = new GraphQLRequestError(error.message, error.extensions?.code, status);
    for (const listener of errorListeners) listener(reported);
  }
}

/**
 * The language the gateway answers in (gateway README, "Languages"): product names, categories,
 * shipping titles and the shop's mails follow the locale of the page shown or being navigated to.
 * The router sets it before the loaders of a navigation fetch; until then the address bar's.
 */
let requestLocale: string | undefined;
const currentLocale = () => requestLocale ?? localeOfPath(window.location.pathname);

export function setRequestLocale(locale: string): void {
  // On the server each request has its own environment, already in the path's language.
  if (typeof window === 'undefined') return;
  if (locale === currentLocale()) return;
  requestLocale = locale;
  // Everything read so far is in the old language: refetch it rather than show it.
  // (commitUpdate hands a selector proxy at run time; its type only names the plain one.)
  environment.commitUpdate((store) => (store as RecordSourceSelectorProxy).invalidateStore());
}

type Answer = GraphQLResponse & { errors?: readonly unknown[] };

// Every operation is sent when it is made; only a mutation sent while the session's cookie may
// change waits for that answer (sessionChange.ts).
const sendInTab = sessionChanges<Answer>((answer) => !answer.errors?.length);

const fetchGraphQL: FetchFunction = (params, variables, cacheConfig) =>
  sendInTab(
    {
      operationKind: params.operationKind,
      effect: cacheConfig?.metadata?.[sessionEffectKey] as SessionEffect | undefined,
    },
    () => sendGraphQL(params, variables),
  );

const sendGraphQL = async (params: Parameters<FetchFunction>[0], variables: Parameters<FetchFunction>[1]) => {
  const query = params.text ?? (await queryText(params.id));
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-locale': currentLocale(),
    },
    body: JSON.stringify({
      documentId: params.id ?? undefined,
      operationName: params.name,
      variables,
      ...(query && import.meta.env.DEV ? { query } : {}),
    }),
  });
  const json = (await response.json().catch(() => undefined)) as
    | (GraphQLResponse & {
        errors?: { message: string; extensions?: { code?: string } & Record<string, unknown> }[];
      })
    | undefined;
  if (!json)
    throw new GraphQLRequestError(
      `GraphQL Error (Code: ${response.status})`,
      codeOfStatus(response.status),
      response.status,
    );
  if (json.errors?.length) reportErrors(json.errors, response.status);
  const firstError = json.errors?.[0];
  if (firstError && !('data' in json && json.data)) {
    if (new URLSearchParams(window.location.search).has('debug')) console.error(firstError.message);
    throw new GraphQLRequestError(
      firstError.message,
      firstError.extensions?.code,
      response.status,
      firstError.extensions,
    );
  }
  return json;
};

/**
 * The key a record is kept under in the store. WooGraphQL gives a customer the global id of its
 * WordPress user (both `user:N`), and one operation may ask for both (the session refresh's
 * `customer` and `viewer`): under one key they would be one record of two types, each reading the
 * other's fields. The user's record is kept under a key of its own; every other record under its
 * `id`, as Relay's default does (its one exception, a `Viewer` type, is not in these schemas).
 */
const recordKey = (fieldValue: Record<string, unknown>, typeName: string): unknown =>
  typeName === 'User' && typeof fieldValue.id === 'string' ? `User:${fieldValue.id}` : fieldValue.id;

/** `records`: a store to start from (the server-rendered page's, so hydration fetches nothing). */
export function createEnvironment(fetchFn: FetchFunction = fetchGraphQL, records?: RecordMap): Environment {
  return new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource(records)),
    getDataID: recordKey,
    isServer: typeof window === 'undefined',
  });
}

/** What the server wrote into the page it rendered (entry-server.tsx), read once at start. */
export interface ServerRenderedState {
  records: RecordMap;
  errors: Record<string, unknown> | null;
  /** The shopper's operations the server answered for this page (Relay request identifiers). */
  shopperAnswers?: readonly string[];
}

/** The JSON data block holding it, beside the rendered root (not a script: CSP runs none inline). */
export const serverStateElementId = 'server-state';

let readState: ServerRenderedState | undefined | null = null;

export function serverState(): ServerRenderedState | undefined {
  if (readState !== null) return readState;
  const element = typeof document === 'undefined' ? null : document.getElementById(serverStateElementId);
  readState = element?.textContent ? (JSON.parse(element.textContent) as ServerRenderedState) : undefined;
  return readState;
}

const takenAnswers = new Set<string>();

/**
 * Whether the server answered this shopper's operation for the page it rendered, the first time
 * it is asked (then never again): the visit's loader takes the page's records instead of asking
 * the network once more, and every later visit asks the network (features/cart/preloadShopper.ts).
 * Always false on the server, where there is no page yet.
 */
export function takeServerAnswer(identifier: string): boolean {
  if (takenAnswers.has(identifier) || !serverState()?.shopperAnswers?.includes(identifier)) return false;
  takenAnswers.add(identifier);
  return true;
}

/** The browser's one environment; on the server, only a fallback nothing renders with. */
export const environment = createEnvironment(fetchGraphQL, serverState()?.records);

let scoped: (() => Environment | undefined) | undefined;

/**
 * The server renders several requests at once, each with its own environment (no shopper's data
 * may reach another's page): the server entry installs the lookup of the current request's one.
 */
export function scopeEnvironments(lookup: () => Environment | undefined): void {
  scoped = lookup;
}

/** The environment route loaders use: the request's on the server, the one in the browser. */
export const currentEnvironment = (): Environment => scoped?.() ?? environment;
