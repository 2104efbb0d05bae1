// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt as renderWith } from '@kernel/testing/render-at';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import { HttpError } from '@kernel/http/client';
import { pageTexts } from '../locales/texts';
import FormPage from './form-page';
import SettingsPage from './settings-page';

type HttpModule = typeof HttpModuleNs;

const LOGO = '/files/logos/3b0f1c2e-1111-4222-8333-444455556666.png';

const fake = vi.hoisted(() => ({
  calls: [] as Array<[string, string, unknown]>,
  taken: new Set<string>(['alpha']),
  saveError: null as unknown,
  upload: null as null | { onProgress: (f: number) => void; resolve: (p: string) => void; reject: (e: unknown) => void; folder: string },
}));

const centre = (over: Record<string, unknown> = {}) => ({
  id: 5, name: 'Alpha PTE', subdomain: 'alpha', status: 'active', contact_email: 'hello@alpha.test', contact_phone: '+880 1711 000000', address: null,
  logo: null, primary_color: '#0f766e', owner: null, users_count: 3, students_count: 2, created_at: '2026-01-02T10:00:00Z', updated_at: '2026-01-02T10:00:00Z', ...over,
});

vi.mock('@kernel/auth/auth-provider', () => ({ useAuth: () => ({ user: { role: 'COACHING_OWNER', permissions: [], organization: { id: 5, name: 'Alpha PTE', subdomain: 'alpha' } } }) }));
vi.mock('@kernel/branding/branding', () => ({ refreshBranding: vi.fn(async () => undefined) }));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const get = async (path: string) => {
    fake.calls.push(['GET', path, undefined]);
    if (path === 'organizations/5') return { success: true, data: centre() };
    throw new Error(`unexpected GET ${path}`);
  };
  const post = async (path: string, body: { subdomain?: string }) => {
    fake.calls.push(['POST', path, body]);
    if (path === 'validate-subdomain') return { success: true, data: fake.taken.has(body.subdomain!) ? { valid: false, reason: 'taken' } : { valid: true } };
    if (path === 'organizations') {
      if (fake.saveError) throw fake.saveError;
      return { success: true, data: centre({ ...body, id: 9 }) };
    }
    throw new Error(`unexpected POST ${path}`);
  };
  const put = async (path: string, body: Record<string, unknown>) => {
    fake.calls.push(['PUT', path, body]);
    if (fake.saveError) throw fake.saveError;
    return { success: true, data: centre({ ...body, updated_at: '2026-01-03T10:00:00Z' }) };
  };
  return { ...real, http: { ...real.http, get, post, put } };
});

vi.mock('@kernel/http/upload', () => ({
  uploadFile: (_file: Blob, folder: string, onProgress: (f: number) => void) =>
    new Promise<string>((resolve, reject) => {
      fake.upload = { onProgress, resolve, reject, folder };
      onProgress(0);
    }),
}));

function renderAt(url: string) {
  return renderWith(url, [
    ['/master/coaching-center/create', <FormPage />],
    ['/master/coaching-center/edit/:id', <FormPage />],
    ['/master/coaching-center/list', <p>the list</p>],
    ['/coaching-owner/centre-settings', <SettingsPage />],
  ]);
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[data-testid="centre-form"] [name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const errorOf = (name: string) => {
  const input = field(name);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const posts = (path: string) => fake.calls.filter(([m, p]) => m === 'POST' && p === path).map(([, , b]) => b);

function fillCreate() {
  type('name', 'Gamma PTE');
  type('subdomain', 'Gamma');
  type('contact_email', 'hello@gamma.test');
  type('contact_phone', '+880 1711 111111');
  type('owner_first_name', 'Rina');
  type('owner_last_name', 'Das');
  type('owner_email', 'owner@gamma.test');
}

async function uploadLogo() {
  const input = document.querySelector<HTMLInputElement>('[data-testid="logo-field"] input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] } });
  await waitFor(() => expect(fake.upload).not.toBeNull());
}

describe('the coaching centre form', () => {
  beforeAll(() => initTestI18n({ 'coaching-centres': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.saveError = null;
    fake.upload = null;
  });
  afterEach(cleanup);

  it('checks the sub-domain live with the server and says when it is taken', async () => {
    renderAt('/master/coaching-center/create');
    type('subdomain', 'Alpha');
    expect(field('subdomain').value).toBe('alpha');
    await waitFor(() => expect(screen.getByTestId('subdomain-field').getAttribute('data-verdict')).toBe('taken'));
    expect(posts('validate-subdomain')).toEqual([{ subdomain: 'alpha' }]);
    expect(errorOf('subdomain')).toBe('This sub-domain is already taken.');
    type('subdomain', 'gamma');
    await waitFor(() => expect(screen.getByTestId('subdomain-status').textContent).toBe('gamma.localhost is available.'));
    // a malformed one is said without asking the server
    type('subdomain', 'a--b');
    await waitFor(() => expect(screen.getByTestId('subdomain-field').getAttribute('data-verdict')).toBe('format'));
    expect(posts('validate-subdomain')).not.toContainEqual({ subdomain: 'a--b' });
  });

  it('uploads the logo into `logos` with a progress bar, then shows its preview; saving waits for it', async () => {
    renderAt('/master/coaching-center/create');
    await uploadLogo();
    expect(fake.upload!.folder).toBe('logos');
    act(() => fake.upload!.onProgress(0.4));
    const bar = await screen.findByRole('progressbar', { name: 'Logo upload' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    expect((screen.getByTestId('save-centre') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fake.upload!.resolve(LOGO));
    expect((await screen.findByTestId('logo-preview')).getAttribute('src')).toBe(LOGO);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByTestId('save-centre') as HTMLButtonElement).disabled).toBe(false);
  });

  it("says the server's reason when it refuses the file", async () => {
    renderAt('/master/coaching-center/create');
    await uploadLogo();
    await act(async () =>
      fake.upload!.reject(new HttpError('http', 422, { success: false, message: 'The given data was invalid.', errors: { file: ['A logo must be a PNG, JPEG, WebP or GIF image.'] } }, ['A logo must be a PNG, JPEG, WebP or GIF image.'])),
    );
    expect((await screen.findByTestId('logo-error')).textContent).toBe('A logo must be a PNG, JPEG, WebP or GIF image.');
    expect(screen.queryByTestId('logo-preview')).toBeNull();
  });

  it('creates the centre with its branding and its owner, then goes back to the list', async () => {
    renderAt('/master/coaching-center/create');
    fillCreate();
    type('primary_color', '#FACC15');
    expect(screen.getByTestId('colour-sample').getAttribute('data-shade')).not.toBe('#facc15'); // darkened for white text
    await uploadLogo();
    await act(async () => fake.upload!.resolve(LOGO));
    await screen.findByTestId('logo-preview');
    fireEvent.click(screen.getByTestId('save-centre'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/master/coaching-center/list'));
    expect(posts('organizations')).toEqual([
      {
        name: 'Gamma PTE',
        subdomain: 'gamma',
        contact_email: 'hello@gamma.test',
        contact_phone: '+880 1711 111111',
        address: null,
        logo: LOGO,
        primary_color: '#facc15',
        owner: { first_name: 'Rina', last_name: 'Das', email: 'owner@gamma.test' },
      },
    ]);
  });

  it('asks for the required fields before sending anything', async () => {
    renderAt('/master/coaching-center/create');
    fireEvent.click(screen.getByTestId('save-centre'));
    expect(await screen.findByText('Fix the marked fields before saving.')).toBeTruthy();
    for (const name of ['name', 'subdomain', 'contact_email', 'owner_first_name', 'owner_email']) expect(errorOf(name), name).toBe('This is required.');
    expect(posts('organizations')).toEqual([]);
  });

  it("puts the server's 422 on its fields: the sub-domain, the colour and the owner's e-mail", async () => {
    fake.saveError = new HttpError(
      'http',
      422,
      { success: false, message: 'The given data was invalid.', errors: { subdomain: ['This sub-domain is reserved.'], primary_color: ['The colour must be a hex colour like #1d4ed8.'], 'owner.email': ['Enter a valid e-mail address.'] } },
      ['The given data was invalid.'],
    );
    renderAt('/master/coaching-center/create');
    fillCreate();
    fireEvent.click(screen.getByTestId('save-centre'));
    await waitFor(() => expect(errorOf('subdomain')).toBe('This sub-domain is reserved.'));
    expect(errorOf('primary_color')).toBe('The colour must be a hex colour like #1d4ed8.');
    expect(errorOf('owner_email')).toBe('Enter a valid e-mail address.');
    expect(errorOf('name')).toBeNull();
    expect(screen.getByTestId('form-errors').textContent).toBe('Fix the marked fields before saving.');
    expect(screen.getByTestId('where').textContent).toBe('/master/coaching-center/create');
    // editing the field takes its server error away
    type('owner_email', 'rina@gamma.test');
    expect(errorOf('owner_email')).toBeNull();
  });

  it('edits a centre without its sub-domain or owner', async () => {
    renderAt('/master/coaching-center/edit/5');
    await screen.findByTestId('centre-form');
    expect(field('name').value).toBe('Alpha PTE');
    expect(field('primary_color').value).toBe('#0f766e');
    expect(field('subdomain')).toBeNull();
    expect(screen.getByTestId('subdomain-fixed').textContent).toContain('alpha.localhost');
    expect(field('owner_email')).toBeNull();
    type('address', '2 Lake Road');
    fireEvent.click(screen.getByTestId('save-centre'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/master/coaching-center/list'));
    expect(fake.calls.find(([m]) => m === 'PUT')).toEqual(['PUT', 'organizations/5', { name: 'Alpha PTE', contact_email: 'hello@alpha.test', contact_phone: '+880 1711 000000', address: '2 Lake Road', logo: null, primary_color: '#0f766e' }]);
  });
});

describe("the owner's centre settings", () => {
  beforeAll(() => initTestI18n({ 'coaching-centres': pageTexts.en }));
  beforeEach(() => {
    fake.calls.length = 0;
    fake.saveError = null;
  });
  afterEach(cleanup);

  it("edits the signed-in owner's centre (no sub-domain), then re-reads the branding so the header and colours follow", async () => {
    const { refreshBranding } = await import('@kernel/branding/branding');
    renderAt('/coaching-owner/centre-settings');
    await screen.findByTestId('centre-form');
    expect(fake.calls[0]).toEqual(['GET', 'organizations/5', undefined]);
    expect(screen.getByTestId('centre-form').getAttribute('data-mode')).toBe('owner');
    expect(field('subdomain')).toBeNull();
    type('name', 'Alpha PTE Dhaka');
    fireEvent.click(within(screen.getByTestId('colour-field')).getByRole('button', { name: "Use the platform's colour" }));
    fireEvent.click(screen.getByTestId('save-centre'));
    await waitFor(() => expect(refreshBranding).toHaveBeenCalled());
    const put = fake.calls.find(([m]) => m === 'PUT')!;
    expect(put[1]).toBe('organizations/5');
    expect(put[2]).toMatchObject({ name: 'Alpha PTE Dhaka', primary_color: null });
    expect(put[2]).not.toHaveProperty('subdomain');
  });

  it("says the server's refusal of a sub-domain change above the form (the owner has no such field)", async () => {
    fake.saveError = new HttpError('http', 422, { success: false, message: 'The given data was invalid.', errors: { subdomain: ['Only the platform changes a sub-domain.'] } }, ['The given data was invalid.']);
    renderAt('/coaching-owner/centre-settings');
    await screen.findByTestId('centre-form');
    fireEvent.click(screen.getByTestId('save-centre'));
    await waitFor(() => expect(screen.getByTestId('form-errors').textContent).toBe('Only the platform changes a sub-domain.'));
  });
});
