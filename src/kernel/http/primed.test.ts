// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, navigation, primeGet, readRequest } from './client';
import { clearPrimed, keepPrimed, primeKey, PRIMED_TTL_MS, takePrimed } from './primed';
import { clearToasts, getToasts } from '../notify/toasts';
import { EARLY_GLOBAL } from './early-reads';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('primed GET answers', () => {
  afterEach(() => {
    clearPrimed();
    localStorage.clear();
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('keys a path by its query pairs in one order, without empty values', () => {
    expect(primeKey('answer-sheets?status=submitted&per_page=50')).toBe('answer-sheets?per_page=50&status=submitted');
    expect(primeKey('answer-sheets', { status: 'submitted', per_page: 50, q: '', x: undefined })).toBe('answer-sheets?per_page=50&status=submitted');
    expect(primeKey('dashboard')).toBe('dashboard');
  });

  it('hands an answer once, to the same token, while it is fresh', () => {
    const answer = Promise.resolve(1);
    keepPrimed('a', 'one', answer, 0);
    expect(takePrimed('a', 'two', 1)).toBeNull();
    expect(takePrimed('a', 'one', 1)).toBeNull(); // dropped by the refused take
    keepPrimed('a', 'one', answer, 0);
    expect(takePrimed('a', 'one', PRIMED_TTL_MS + 1)).toBeNull();
    keepPrimed('a', 'one', answer, 0);
    expect(takePrimed('a', 'one', 10)).toBe(answer);
    expect(takePrimed('a', 'one', 10)).toBeNull();
  });

  it('makes the first http.get of the same path and query take the answer asked at start-up', async () => {
    localStorage.setItem('token', 't1');
    const fetchMock = vi.fn(async () => json(200, { success: true, data: { n: 7 } }));
    vi.stubGlobal('fetch', fetchMock);
    primeGet('answer-sheets?status=submitted&per_page=50');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/answer-sheets?status=submitted&per_page=50');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
    const first = await http.get<{ data: { n: number } }>('answer-sheets', { params: { per_page: 50, status: 'submitted' } });
    expect(first.data.n).toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await http.get('answer-sheets', { params: { per_page: 50, status: 'submitted' } });
    expect(fetchMock).toHaveBeenCalledTimes(2); // a second read asks the server again
  });

  it("takes over a read the page's hint sent with the same token, once, and answers how to send it again", async () => {
    localStorage.setItem('token', 't1');
    const fetchMock = vi.fn(async () => json(200, { success: true, data: { n: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    const early = (text: string, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 403, statusText: '', text });
    const w = window as unknown as Record<string, unknown>;
    w[EARLY_GLOBAL] = { build: 'b', token: 't1', reads: { dashboard: early('{"success":true,"data":{"n":9}}'), 'my/points': early('{"message":"No"}', false) } };
    primeGet('dashboard');
    expect(readRequest('dashboard')).toEqual({ key: 'dashboard', url: '/api/v1/dashboard', headers: { Accept: 'application/json', 'Content-Type': 'application/json' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await http.get<{ data: { n: number } }>('dashboard')).toMatchObject({ data: { n: 9 } });
    // a failed early answer is reported by its taker as any failed read
    primeGet('my/points');
    await expect(http.get('my/points')).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).not.toHaveBeenCalled();
    // taken once: the next start-up read asks the server
    primeGet('dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // sent with another token (a new sign-in since): asked again
    w[EARLY_GLOBAL] = { build: 'b', token: 'old', reads: { 'auth-user': early('{"data":{}}') } };
    primeGet('auth-user');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    delete w[EARLY_GLOBAL];
  });

  it('asks nothing without a session, and a primed failure is reported by its taker the usual way', async () => {
    const fetchMock = vi.fn(async () => json(500, { success: false, message: 'Broken' }));
    vi.stubGlobal('fetch', fetchMock);
    primeGet('dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.setItem('token', 't1');
    navigation.toRoot = vi.fn();
    primeGet('dashboard');
    expect(getToasts()).toEqual([]);
    await expect(http.get('dashboard')).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getToasts().map((t) => t.message)).toContain('Broken');
  });

  it('leaves the page alone on a 401 for a session it no longer holds (signed out while the call was on its way)', async () => {
    const toRoot = vi.fn();
    navigation.toRoot = toRoot;
    localStorage.setItem('token', 'old');
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((ok) => (answer = ok))));
    const call = http.get('dashboard').catch((e: unknown) => e);
    await Promise.resolve();
    localStorage.removeItem('token');
    answer(json(401, { message: 'Unauthenticated' }));
    expect(await call).toMatchObject({ status: 401 });
    expect(toRoot).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
    // the session still held: the usual redirect
    localStorage.setItem('token', 'now');
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Unauthenticated' })));
    await http.get('dashboard').catch(() => undefined);
    expect(toRoot).toHaveBeenCalledTimes(1);
    localStorage.clear();
  });

  it('leaves the page alone on a 401 for a call sent with no session (a poll refetching as the page signs out)', async () => {
    const toRoot = vi.fn();
    navigation.toRoot = toRoot;
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { message: 'Unauthenticated' })));
    expect(await http.get('notifications/unread-count').catch((e: unknown) => e)).toMatchObject({ status: 401 });
    expect(toRoot).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
    // a public call (auth: false) still says what the server said, as a wrong password does
    await http.post('login', {}, { auth: false }).catch(() => undefined);
    expect(getToasts().map((t) => t.message)).toContain('Unauthenticated');
  });
});
