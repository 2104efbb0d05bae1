import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendForm, uploadFile } from './upload';
import { clearToasts, getToasts } from '../notify/toasts';

/** Enough of XMLHttpRequest to drive the upload: records what was sent, answers what the test says. */
class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  url = '';
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  clearToasts();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('window', { location: { host: 'alpha.localhost:3000', hostname: 'alpha.localhost', assign: vi.fn() } });
  vi.stubGlobal('localStorage', { getItem: (k: string) => (k === 'token' ? 'tok' : null), removeItem: vi.fn(), setItem: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts the file and folder with the tenant and bearer, reports progress and answers the stored path', async () => {
    const progress: number[] = [];
    const done = uploadFile(new Blob(['abc'], { type: 'audio/webm' }), 'recordings', (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/v1/common/upload-file');
    expect(xhr.headers).toMatchObject({ 'X-Tenant': 'alpha', Authorization: 'Bearer tok' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body?.get('type')).toBe('recordings');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(200, { success: true, data: { filepath: '/files/recordings/x.webm' } });
    await expect(done).resolves.toBe('/files/recordings/x.webm');
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it('turns a 413 into an error toast with the server message', async () => {
    const done = uploadFile(new Blob(['x']), 'recordings');
    FakeXhr.last.answer(413, { success: false, message: 'Request Entity Too Large' });
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 413, message: 'Request Entity Too Large' });
    expect(getToasts().at(-1)).toMatchObject({ variant: 'error', message: 'Request Entity Too Large' });
  });

  it('a network failure is a warning', async () => {
    const done = uploadFile(new Blob(['x']), 'recordings');
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toMatchObject({ kind: 'network' });
    expect(getToasts().at(-1)?.variant).toBe('warning');
  });
});

describe('sendForm', () => {
  it('posts the form under the tenant and bearer, reports progress and answers the envelope data', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new Blob(['a,b\n']), 'x.csv');
    const done = sendForm<{ created: number }>('users/import', form, (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/v1/users/import');
    expect(xhr.headers).toMatchObject({ 'X-Tenant': 'alpha', Authorization: 'Bearer tok' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.answer(200, { success: true, data: { created: 3 } });
    await expect(done).resolves.toEqual({ created: 3 });
    expect(progress).toEqual([0, 0.25, 1]);
  });

  it('a 422 rejects with its field errors and raises no toast: the dialog says it beside the file', async () => {
    const done = sendForm('users/import/preview', new FormData(), undefined, { toast: false });
    FakeXhr.last.answer(422, { success: false, message: 'Invalid', errors: { file: ['Choose a CSV file to import.'] } });
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 422, fieldErrors: { file: ['Choose a CSV file to import.'] } });
    expect(getToasts()).toEqual([]);
  });
});
