import type { AxiosError, AxiosInstance, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { getSettings } from '../settings';
import { useSessionStore } from '../stores/session';
import { navigateTo } from './navigation';
import { requestToken } from './endpoints/token';
import { takePageToken } from './pageToken';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Fire-and-forget calls (tracking) set this: their failures never leave the page. */
    ignoreErrors?: boolean;
    /** Set on the one retry of a call refused with 401 after a token refresh (never retried twice). */
    retriedWithFreshToken?: boolean;
    /**
     * A failure the page shows itself (the sign-up's section updates and completion: an alert that
     * keeps every answer, so a retry is possible): only a 401 still goes to the error page.
     */
    keepOnPage?: boolean;
  }
}

/** Statuses that send the householder to the error page from any call (spec section 8). */
const ERROR_PAGE_STATUSES = new Set([401, 500]);

/**
 * Whether `err` is an error of an axios call: axios's own test (`axios.isAxiosError`, its flag),
 * which needs no axios loaded (see {@link apiClient}).
 */
export function isAxiosError(err: unknown): err is AxiosError {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

/** An axios error that the client already turned into a trip to the error page. */
export function isHandledByErrorPage(err: unknown): boolean {
  return (
    isAxiosError(err) &&
    err.response !== undefined &&
    ERROR_PAGE_STATUSES.has(err.response.status) &&
    !err.config?.ignoreErrors &&
    !(err.config?.keepOnPage && err.response.status !== 401)
  );
}

/** The message of an API error reply (`{ statusCode, error, message }`), if it has one. */
export function serverMessage(data: unknown): string | undefined {
  if (
    data &&
    typeof data === 'object' &&
    'message' in data &&
    typeof data.message === 'string' &&
    data.message
  ) {
    return data.message;
  }
  return undefined;
}

function joinBase(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

function onError(err: unknown): Promise<never> {
  if (isHandledByErrorPage(err)) {
    const { status, data } = (err as AxiosError).response!;
    useSessionStore.getState().setError({ status, message: serverMessage(data) });
    navigateTo(`/error/${status}`);
  }
  return Promise.reject(err);
}

let refreshing: Promise<string> | undefined;

/** One token refresh for every call refused at once (they share it rather than each asking). */
function refreshOnce(): Promise<string> {
  refreshing ??= fetchToken().finally(() => (refreshing = undefined));
  return refreshing;
}

/**
 * A 401 from an API call usually means the token expired while the page was open (a laptop asleep,
 * a throttled background tab: the interval refresh did not run). The page must not be lost for that:
 * refresh the token (presenting the expired one keeps the session and its quotes) and send the call
 * once more. Only a second 401, or a refresh that fails, goes to the error page.
 */
function retryWithFreshToken(api: AxiosInstance) {
  return async (err: unknown): Promise<unknown> => {
    const config = isAxiosError(err) ? err.config : undefined;
    if (isAxiosError(err) && err.response?.status === 401 && config && !config.retriedWithFreshToken) {
      try {
        await refreshOnce();
      } catch (refreshErr) {
        // A 401/500 from the token call has already gone to the error page with its own message.
        return isHandledByErrorPage(refreshErr) ? Promise.reject(err) : onError(err);
      }
      return api.request({ ...config, retriedWithFreshToken: true });
    }
    return onError(err);
  };
}

function addBearer(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = useSessionStore.getState().token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/**
 * Creates the two axios instances: `auth` at the root base for the token call, `api` at the API
 * base with the bearer token on every call. Both send a 401 or 500 to the error page with the
 * server's message stored; an API call refused with 401 first gets a fresh token and one more try.
 * Bases are read from settings when the client is created.
 * @internal Exported for its unit test.
 */
export function createClients(
  axios: AxiosStatic,
  settings = getSettings(),
): { api: AxiosInstance; auth: AxiosInstance } {
  const common = { headers: { 'Content-Type': 'application/json' }, timeout: 30_000 };
  const auth = axios.create({ ...common, baseURL: joinBase(settings.authBase) });
  const api = axios.create({ ...common, baseURL: joinBase(settings.apiBase) });
  api.interceptors.request.use(addBearer);
  api.interceptors.response.use(undefined, retryWithFreshToken(api));
  auth.interceptors.response.use(undefined, onError);
  return { api, auth };
}

type Clients = ReturnType<typeof createClients>;

let clients: Promise<Clients> | undefined;

/**
 * The one configured client pair, created at the first call. axios itself is loaded then, with
 * import(): it is a chunk of its own (some 20 KB gzip), so the app's first render never waits to
 * download and evaluate it. A failed load is not kept: the next call tries again.
 */
function getClients(): Promise<Clients> {
  clients ??= import('axios').then(
    (m) => createClients(m.default),
    (error: unknown) => {
      clients = undefined;
      throw error;
    },
  );
  return clients;
}

/**
 * Replaces the client pair (tests point it at a local server or a mock adapter).
 * @internal For the tests only: each gives the app the clients it runs against.
 */
export function setClients(next: Clients | undefined): void {
  clients = next && Promise.resolve(next);
}

/** The request methods of an axios instance that the endpoint functions call. */
const METHODS = ['request', 'get', 'delete', 'head', 'options', 'post', 'put', 'patch'] as const;

/**
 * An axios instance's request methods, each waiting for the instance (and so for axios) before it
 * calls the real one: what every endpoint function is given. Only the request methods are there;
 * interceptors and defaults are set on the real instances, in {@link createClients}.
 */
function whenLoaded(instance: () => Promise<AxiosInstance>): AxiosInstance {
  const methods = Object.fromEntries(
    METHODS.map((name) => [
      name,
      (...args: unknown[]) =>
        instance().then((real) => Reflect.apply(real[name], real, args) as Promise<unknown>),
    ]),
  );
  return methods as unknown as AxiosInstance;
}

const api = whenLoaded(() => getClients().then((c) => c.api));

/** The API-base client: bearer token, error page on 401/500. */
export function apiClient(): AxiosInstance {
  return api;
}

/** Whether the page's own token (src/api/pageToken.ts) may still be taken: only by the first token fetch. */
let pageTokenUnread = typeof document !== 'undefined';

/**
 * The token the page was sent with, for a tab's first token fetch when the tab holds none of its own
 * (a new tab: a tab holding one keeps its session by presenting it); else null.
 */
function tokenFromPage(): string | null {
  if (!pageTokenUnread) return null;
  pageTokenUnread = false;
  if (useSessionStore.getState().token) return null;
  return takePageToken(document, performance.now());
}

/**
 * Fetches a bearer token at the root base (in the current session, if any) and stores it for every API
 * call. A new tab's first fetch takes the token its page was sent with instead, when fresh: the first
 * page then renders without waiting for a call, or for axios.
 */
export async function fetchToken(): Promise<string> {
  const fromPage = tokenFromPage();
  if (fromPage) {
    useSessionStore.getState().setToken(fromPage);
    return fromPage;
  }
  const { token } = await requestToken((await getClients()).auth, useSessionStore.getState().token);
  useSessionStore.getState().setToken(token);
  return token;
}

/**
 * Refreshes the token every settings.tokenRefreshMs (10 s) while the app is open, so a token never
 * expires under a householder reading a page. A failed refresh is left to the next one (a 401/500
 * has already sent the householder to the error page).
 * @returns a function that stops the refresh.
 */
export function startTokenRefresh(intervalMs = getSettings().tokenRefreshMs): () => void {
  const handle = setInterval(() => void fetchToken().catch(() => undefined), intervalMs);
  return () => clearInterval(handle);
}
