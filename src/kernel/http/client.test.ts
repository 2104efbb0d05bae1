import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, navigation, HttpError } from './client';
import { clearToasts, getToasts } from '../notify/toasts';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('http client', () => {
  const toRoot = vi.fn();
  beforeEach(() => {
    clearToasts();
    toRoot.mockReset();
    navigation.toRoot = toRoot;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api/v1/<path> with JSON and returns the envelope', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: { ok: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const res = await http.post<{ data: { ok: number } }>('login', { email: 'a' }, { auth: false });
    expect(res.data.ok).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'a' }));
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.authorization).toBeUndefined();
  });

  it('sends an overriding bearer token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await http.get('auth-user', { token: 'abc' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');
  });

  it('toasts an HTTP error with variant error and the 422 field lines', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(422, { message: 'Invalid', errors: { exam_date: ['Required'] } })));
    const err = await http.post('users/target', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(422);
    expect(getToasts().map((t) => [t.variant, t.message])).toEqual([['error', 'Exam Date: Required']]);
    expect(toRoot).not.toHaveBeenCalled();
  });

  it('toasts a network failure with variant warning', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const err = (await http.get('dashboard').catch((e: unknown) => e)) as HttpError;
    expect(err.kind).toBe('network');
    expect(getToasts()[0]?.variant).toBe('warning');
  });

  it('treats an aborted call as a warning', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new DOMException('aborted', 'AbortError'); }));
    const err = (await http.get('dashboard').catch((e: unknown) => e)) as HttpError;
    expect(err.kind).toBe('abort');
    expect(getToasts()[0]?.variant).toBe('warning');
  });

  it('sends the browser to the root on a 401 of an authenticated call only', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(401, { message: 'Unauthenticated' })));
    // a session the page holds (the node environment has no storage of its own)
    const held = new Map([['token', 'expired-on-the-server']]);
    vi.stubGlobal('localStorage', { getItem: (k: string) => held.get(k) ?? null, setItem: (k: string, v: string) => held.set(k, v), removeItem: (k: string) => held.delete(k) });
    await http.get('auth-user').catch(() => undefined);
    expect(toRoot).toHaveBeenCalledTimes(1);
    await http.post('login', {}, { auth: false }).catch(() => undefined);
    expect(toRoot).toHaveBeenCalledTimes(1);
  });
});
