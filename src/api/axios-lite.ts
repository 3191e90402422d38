/**
 * The part of axios the app uses, on `fetch`: `create` with a base URL, headers and a timeout;
 * `get` / `post` / `put` / `patch` / `delete` with `params`, `headers` and `signal`; request and
 * response interceptors; `AxiosError` (with `response`, `config`, `code`) and `isAxiosError`.
 * The production build uses it in place of the axios package (vite.config.ts aliases `axios` here):
 * axios's adapters, form-data helpers and config merging were some 20 KB gzip of the first page for
 * what these 150 lines do. Types still come from axios; unit tests run `src/api` on both (see
 * test/src/api/client-lite.test.ts). Behaviour kept from axios: a status outside 200-299 rejects
 * with the reply attached; a reply body is parsed as JSON when it is JSON, else left as text;
 * `timeout` rejects with code ECONNABORTED; an aborted `signal` rejects with code ERR_CANCELED;
 * request interceptors run last-added first, response interceptors in order.
 */

type Json = Record<string, unknown>;

/** Request headers with axios's `set` / `get` (the bearer interceptor calls `config.headers.set`). */
export class AxiosHeaders {
  private readonly map = new Map<string, [string, string]>();
  constructor(init?: Record<string, unknown> | AxiosHeaders) {
    if (init instanceof AxiosHeaders) init.map.forEach(([name, value]) => this.set(name, value));
    else if (init) for (const [name, value] of Object.entries(init)) this.set(name, value);
  }
  set(name: string, value: unknown): this {
    if (value === undefined || value === null || value === false) this.map.delete(name.toLowerCase());
    else this.map.set(name.toLowerCase(), [name, String(value)]);
    return this;
  }
  get(name: string): string | undefined {
    return this.map.get(name.toLowerCase())?.[1];
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  delete(name: string): boolean {
    return this.map.delete(name.toLowerCase());
  }
  toJSON(): Record<string, string> {
    return Object.fromEntries([...this.map.values()]);
  }
}

/** A request's settings (the subset of axios's config the app passes). */
export interface LiteConfig {
  baseURL?: string;
  url?: string;
  method?: string;
  headers?: AxiosHeaders | Record<string, unknown>;
  params?: Record<string, unknown>;
  data?: unknown;
  timeout?: number;
  signal?: AbortSignal;
  [key: string]: unknown;
}

/** A reply. */
export interface LiteResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: LiteConfig;
}

/** axios's error: `response` is set when the server answered. */
export class AxiosError<T = unknown> extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code?: string,
    readonly config?: LiteConfig,
    readonly response?: LiteResponse<T>,
  ) {
    super(message);
    this.name = 'AxiosError';
  }
}

/** Whether `error` came from a request (axios's type guard). */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

type Handler = { fulfilled?: (v: never) => unknown; rejected?: (e: unknown) => unknown };

class Interceptors {
  readonly handlers: Handler[] = [];
  use(fulfilled?: (v: never) => unknown, rejected?: (e: unknown) => unknown): number {
    this.handlers.push({ fulfilled, rejected });
    return this.handlers.length - 1;
  }
}

function joinUrl(base: string | undefined, url = ''): string {
  if (!base || /^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  return url ? `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : base;
}

function withParams(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(`${key}[]`, String(v)));
    else query.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(config: LiteConfig): Promise<LiteResponse> {
  const headers = config.headers as AxiosHeaders;
  let body: BodyInit | undefined;
  if (config.data !== undefined && config.data !== null) {
    const plain = typeof config.data === 'object' && !(config.data instanceof FormData);
    body = plain ? JSON.stringify(config.data) : (config.data as BodyInit);
    if (plain && !headers.has('content-type')) headers.set('Content-Type', 'application/json');
  }
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  config.signal?.addEventListener('abort', onAbort);
  let timedOut = false;
  const timer =
    config.timeout && config.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, config.timeout)
      : undefined;
  try {
    if (config.signal?.aborted) throw new AxiosError('canceled', 'ERR_CANCELED', config);
    let res: Response;
    try {
      res = await fetch(withParams(joinUrl(config.baseURL, config.url), config.params), {
        method: (config.method ?? 'get').toUpperCase(),
        headers: headers.toJSON(),
        body,
        signal: controller.signal,
      });
    } catch {
      if (timedOut) throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
      if (config.signal?.aborted) throw new AxiosError('canceled', 'ERR_CANCELED', config);
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    }
    const response: LiteResponse = {
      data: parseBody(await res.text()),
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers),
      config,
    };
    if (res.status >= 200 && res.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${res.status}`,
      res.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
      config,
      response,
    );
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', onAbort);
  }
}

/** An instance: what `axios.create(defaults)` returns. */
export function create(defaults: LiteConfig = {}) {
  const interceptors = { request: new Interceptors(), response: new Interceptors() };
  const request = async <T = unknown>(config: LiteConfig): Promise<LiteResponse<T>> => {
    let chain: Promise<unknown> = Promise.resolve({
      ...defaults,
      ...config,
      headers: new AxiosHeaders({
        Accept: 'application/json, text/plain, */*',
        ...new AxiosHeaders(defaults.headers as Json).toJSON(),
        ...new AxiosHeaders(config.headers as Json).toJSON(),
      }),
    });
    for (const h of [...interceptors.request.handlers].reverse())
      chain = chain.then(h.fulfilled as (v: unknown) => unknown, h.rejected);
    chain = chain.then((c) => send(c as LiteConfig));
    for (const h of interceptors.response.handlers)
      chain = chain.then(h.fulfilled as (v: unknown) => unknown, h.rejected);
    return chain as Promise<LiteResponse<T>>;
  };
  const withBody =
    (method: string) =>
    <T = unknown>(url: string, data?: unknown, config: LiteConfig = {}) =>
      request<T>({ ...config, method, url, data });
  const withoutBody =
    (method: string) =>
    <T = unknown>(url: string, config: LiteConfig = {}) =>
      request<T>({ ...config, method, url });
  return {
    defaults,
    interceptors,
    request,
    get: withoutBody('get'),
    delete: withoutBody('delete'),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
  };
}

const axios = { create, isAxiosError, AxiosError, AxiosHeaders };
export default axios;
