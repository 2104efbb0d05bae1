import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_THRESHOLD, resumableFingerprint, sendForm, tusFailureCause, uploadFile, uploadIdOf, usesResumable } from './upload';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TusOptions = Record<string, any>;
/** tus-js-client as far as uploadFile drives it: the options it was given, and the test finishing the upload. */
const tus = vi.hoisted(() => ({
  last: null as null | { file: Blob; options: TusOptions; url: string | null; resumedFrom: unknown; started: boolean },
  previous: [] as unknown[],
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    file: Blob;
    options: TusOptions;
    url: string | null = null;
    resumedFrom: unknown = null;
    started = false;
    constructor(file: Blob, options: TusOptions) {
      this.file = file;
      this.options = options;
      tus.last = this;
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(p: unknown) {
      this.resumedFrom = p;
    }
    start() {
      this.started = true;
    }
  },
}));

beforeEach(() => {
  clearToasts();
  tus.last = null;
  tus.previous = [];
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

describe('resumable uploads (above RESUMABLE_THRESHOLD)', () => {
  const big = () => new File([new Uint8Array(RESUMABLE_THRESHOLD + 1)], 'lecture.mp4', { type: 'video/mp4', lastModified: 42 });
  const started = async () => {
    for (let i = 0; i < 20 && !tus.last?.started; i++) await new Promise((r) => setTimeout(r, 0));
    return tus.last!;
  };

  it('the threshold: at most 8 MiB goes as one multipart POST', () => {
    expect(usesResumable(RESUMABLE_THRESHOLD)).toBe(false);
    expect(usesResumable(RESUMABLE_THRESHOLD + 1)).toBe(true);
  });

  it('the fingerprint names file, folder, tenant and endpoint', () => {
    const f = { name: 'a.mp4', type: 'video/mp4', size: 10, lastModified: 5 };
    const a = resumableFingerprint(f, 'materials', 'alpha', '/api/v1/uploads/resumable');
    expect(a).toBe(resumableFingerprint({ ...f }, 'materials', 'alpha', '/api/v1/uploads/resumable'));
    expect(a).not.toBe(resumableFingerprint(f, 'question-audio', 'alpha', '/api/v1/uploads/resumable'));
    expect(a).not.toBe(resumableFingerprint(f, 'materials', 'beta', '/api/v1/uploads/resumable'));
    expect(a).not.toBe(resumableFingerprint({ ...f, lastModified: 6 }, 'materials', 'alpha', '/api/v1/uploads/resumable'));
  });

  it('uploadIdOf reads the id at the end of the upload URL', () => {
    expect(uploadIdOf('/api/v1/uploads/resumable/0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(uploadIdOf('http://alpha.localhost/api/v1/uploads/resumable/0123456789abcdef0123456789abcdef/')).toBe('0123456789abcdef0123456789abcdef');
    expect(uploadIdOf('/api/v1/uploads/resumable/xyz')).toBeNull();
    expect(uploadIdOf(null)).toBeNull();
  });

  it('tus failures become the http client failures: the server answer, or a network failure', () => {
    const answered = Object.assign(new Error('x'), { originalResponse: { getStatus: () => 422, getBody: () => '{"success":false,"message":"Bad"}' } });
    expect(tusFailureCause(answered)).toEqual({ status: 422, data: { success: false, message: 'Bad' } });
    expect(tusFailureCause(new Error('offline'))).toBeInstanceOf(TypeError);
  });

  it('sends chunks to uploads/resumable with tenant, bearer and folder metadata, and answers the stored path', async () => {
    const progress: number[] = [];
    const done = uploadFile(big(), 'materials', (f) => progress.push(f));
    const up = await started();
    expect(up.options.endpoint).toBe('/api/v1/uploads/resumable');
    expect(up.options.chunkSize).toBe(RESUMABLE_CHUNK_BYTES);
    expect(up.options.headers).toMatchObject({ 'X-Tenant': 'alpha', Authorization: 'Bearer tok' });
    expect(up.options.metadata).toEqual({ folder: 'materials', filename: 'lecture.mp4', filetype: 'video/mp4' });
    expect(up.options.storeFingerprintForResuming).toBe(true);
    expect(await up.options.fingerprint()).toContain('materials');
    up.options.onProgress(50, 100);
    up.options.onProgress(100, 100);
    up.options.onSuccess({ lastResponse: { getHeader: (h: string) => (h === 'Upload-Filepath' ? '/files/materials/x.mp4' : undefined) } });
    await expect(done).resolves.toBe('/files/materials/x.mp4');
    expect(progress).toEqual([0, 0.5, 0.99, 1]);
  });

  it('continues a previous attempt at the same file', async () => {
    tus.previous = [{ uploadUrl: '/api/v1/uploads/resumable/0123456789abcdef0123456789abcdef' }];
    void uploadFile(big(), 'materials').catch(() => undefined);
    const up = await started();
    expect(up.resumedFrom).toEqual(tus.previous[0]);
  });

  it('a refusal at the end is the server message as an error toast', async () => {
    const done = uploadFile(big(), 'materials');
    const up = await started();
    up.options.onError(Object.assign(new Error('refused'), { originalResponse: { getStatus: () => 422, getBody: () => JSON.stringify({ success: false, message: 'Invalid', errors: { file: ['This file type is not allowed.'] } }) } }));
    await expect(done).rejects.toMatchObject({ kind: 'http', status: 422 });
    expect(getToasts().at(-1)?.variant).toBe('error');
  });
});
