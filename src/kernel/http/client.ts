/**
 * The one http client (docs/product-spec.md §7, docs/product-spec.md §8): redaxios under `/api/{version}/`, JSON, X-Tenant from the page host,
 * bearer from localStorage unless disabled or overridden, multipart and blob, no timeout by default.
 * Every failure raises toasts: "error" for an HTTP status, "warning" for network error, timeout or abort.
 * A 401 on an authenticated call clears the token and sends the browser to the root; a 403 with
 * `code: package_expired` opens the package-expiry dialog instead of a toast.
 *
 * @example
 *   const { data } = await http.get<AuthUser>('auth-user');
 *   await http.post('login', { email, password }, { auth: false });
 */
import redaxios, { type Options } from 'redaxios';
import i18next from 'i18next';
import { gatherMessages } from './messages';
import { currentTenant } from './tenant';
import { getToken, removeToken } from '../auth/session';
import { pushToast } from '../notify/toasts';
import { isPackageExpiredAnswer, signalPackageExpired } from './package-expired-signal';
import { keepPrimed, primeKey, takePrimed } from './primed';
import { takeEarlyRead, type EarlyAnswer, type EarlyRead } from './early-reads';
import { urlFor } from './api-url';

export { API_BASE, API_VERSION, urlFor } from './api-url';

export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

export interface RequestOptions {
  /** false: a public call, no bearer and no redirect on 401. Default true. */
  auth?: boolean;
  /** Use this bearer instead of the stored one (the /ref check). */
  token?: string;
  /** false: the caller shows the failure itself. Default true. */
  toast?: boolean;
  /** true: a 401 does not send the browser to the root (logout, which leaves anyway). */
  suppress401Redirect?: boolean;
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
  /** Off by default (docs/product-spec.md §9: no timeout). */
  timeoutMs?: number;
  version?: string;
}

export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'abort';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly status: number,
    readonly body: unknown,
    readonly messages: string[],
  ) {
    super(messages[0] ?? `Request failed (${kind}${status ? ` ${status}` : ''})`);
    this.name = 'HttpError';
  }

  /** Field errors of a 422, for forms that map them onto their fields. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
    const out: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(errors as Record<string, unknown>)) {
      out[k] = (Array.isArray(v) ? v : [v]).map(String);
    }
    return out;
  }

  /** The server's top-level message (the login page shows it inline). */
  get serverMessage(): string | undefined {
    const m = (this.body as { message?: unknown } | null)?.message;
    return typeof m === 'string' ? m : undefined;
  }
}

const client = redaxios.create({});

function isResponse(e: unknown): e is { status: number; data: unknown } {
  return typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number';
}

function fetchWith(signal?: AbortSignal, timeoutMs?: number): typeof fetch | undefined {
  if (!signal && !timeoutMs) return undefined;
  return (input, init) => {
    const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(Boolean) as AbortSignal[];
    const combined = signals.length === 1 ? signals[0] : AbortSignal.any(signals);
    return fetch(input, { ...init, signal: combined });
  };
}

function classify(e: unknown): HttpError {
  if (isResponse(e)) {
    const messages = gatherMessages(e.status, e.data);
    const fallback = i18next.t('common:http.status', { status: e.status });
    return new HttpError('http', e.status, e.data, messages.length ? messages : [fallback]);
  }
  const name = (e as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return new HttpError('timeout', 0, null, [i18next.t('common:http.timeout')]);
  if (name === 'AbortError') return new HttpError('abort', 0, null, [i18next.t('common:http.aborted')]);
  return new HttpError('network', 0, null, [i18next.t('common:http.network')]);
}

/** Where a 401 sends the browser; replaceable in tests. */
export const navigation = {
  toRoot(): void {
    window.location.assign('/');
  },
};

export async function request<T = unknown>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers = requestHeaders(options, !isForm);

  const config: Options = {
    url: urlFor(path, options.version),
    method,
    headers,
    // 'text' lets redaxios parse JSON itself and keep a non-JSON error body as text
    responseType: !options.responseType || options.responseType === 'json' ? 'text' : options.responseType,
    params: options.params
      ? Object.fromEntries(Object.entries(options.params).filter(([, v]) => v !== undefined && v !== ''))
      : undefined,
    data: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    fetch: fetchWith(options.signal, options.timeoutMs),
  };
  const sentToken = options.auth !== false ? getToken() : null;
  const early = method === 'get' && !options.responseType && !options.token ? takePrimed(primeKey(path, options.params), sentToken) : null;
  try {
    if (early) return (await early) as T;
    const res = await client<T>(config);
    return res.data;
  } catch (e) {
    throw failure(e, options, sentToken);
  }
}

/**
 * Asks for a JSON GET now and keeps the answer for the first `http.get` of the same path and query (primed.ts):
 * the start-up warm-up's way of starting a page's reads before the page renders. A read the page's inline hint
 * already started (early-reads.ts) is taken over instead of asked again. Without a session it does nothing.
 */
export function primeGet(path: string): void {
  const token = getToken();
  if (!token) return;
  const { key, url } = readRequest(path);
  const answer = takeEarlyRead(key, token) ?? fetchAnswer(url, requestHeaders());
  keepPrimed(key, token, answer.then(asRedaxios));
}

/** A GET by fetch alone (see asRedaxios), kept as the hint keeps its answers. */
async function fetchAnswer(url: string, headers: Record<string, string>): Promise<EarlyAnswer> {
  const res = await fetch(url, { method: 'GET', headers });
  return { ok: res.ok, status: res.status, statusText: res.statusText, text: await res.text() };
}

/** A GET of `path` as the page's hint would send it at the next start: its key, URL, and headers but the bearer. */
export function readRequest(path: string): EarlyRead {
  const { Authorization: _bearer, ...headers } = requestHeaders();
  return { key: primeKey(path), url: urlFor(path), headers };
}

/**
 * A GET's answer as redaxios answers it (the parsed JSON body, or a rejection with `{status, data}`), from fetch
 * alone: redaxios reads document.cookie on every call (for an XSRF header this API does not use), a synchronous
 * trip to the browser process, and the warm-up asks for a page's reads all in one start-up task.
 */
function asRedaxios(answer: EarlyAnswer): unknown {
  let data: unknown = answer.text;
  try {
    data = JSON.parse(answer.text);
  } catch {
    // not JSON: kept as text, as redaxios keeps it
  }
  if (!answer.ok) throw { status: answer.status, statusText: answer.statusText, data };
  return data;
}

/** The headers every API call sends: tenant from the page host, the bearer unless the call is public. */
export function requestHeaders(options: RequestOptions = {}, json = true): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (json) headers['Content-Type'] = 'application/json';
  const tenant = currentTenant();
  if (tenant) headers['X-Tenant'] = tenant;
  const token = options.token ?? (options.auth !== false ? getToken() : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Turns a failed call (a `{status, data}` answer or a thrown fetch error) into an HttpError and applies the rules
 * of docs/product-spec.md §8 once: toasts ("error" for HTTP statuses, "warning" otherwise) and the 401 redirect of authenticated calls.
 */
export function failure(e: unknown, options: RequestOptions = {}, sentToken?: string | null): HttpError {
  const error = e instanceof HttpError ? e : classify(e);
  // a 401 for a session this page no longer holds (signed out, or signed in anew, while the call was on its way), or
  // for a signed-in call sent with no session at all (a poll or card refetching as the page signs out), says nothing
  // about the current one: no toast, no redirect (the route guard sends a visitor without a session to /login itself)
  const sentWithoutSession = options.auth !== false && sentToken === null;
  if (error.kind === 'http' && error.status === 401 && sentToken !== undefined && options.token === undefined && (sentWithoutSession || sentToken !== getToken())) return error;
  // an expired package is said by the blocking expiry dialog, not by a toast per refused call
  if (error.kind === 'http' && isPackageExpiredAnswer(error.status, error.body)) {
    signalPackageExpired();
    return error;
  }
  if (options.toast !== false) {
    const variant = error.kind === 'http' ? 'error' : 'warning';
    for (const m of error.messages) pushToast(variant, m);
  }
  if (error.kind === 'http' && error.status === 401 && options.auth !== false && !options.suppress401Redirect) {
    removeToken();
    navigation.toRoot();
  }
  return error;
}

export const http = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('get', path, undefined, options),
  delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>('delete', path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('post', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('put', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('patch', path, body, options),
};
