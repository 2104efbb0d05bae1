// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { HttpError } from '@kernel/http/client';
import type * as HttpModuleNs from '@kernel/http/client';
import type * as ApiNs from './profile/api';
import { AuthProvider, AuthStore } from '../auth/auth-provider';
import type { AuthUser } from '../auth/user';
import ProfilePage from './profile-page';

// users/profile as the server answers it (server/modules/users), and what the page sent
const fake = vi.hoisted(() => ({
  profile: {} as Record<string, unknown>,
  sent: [] as { method: string; path: string; body: unknown }[],
  /** the next answer to a write: a value, or an error to throw */
  answer: null as null | ((path: string, body: unknown) => unknown),
  upload: null as null | { file: File; progress: (f: number) => void; resolve: (p: string) => void; reject: (e: unknown) => void },
}));

vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModuleNs>();
  const get = async (path: string) => {
    if (path !== 'users/profile') throw new Error(`unexpected GET ${path}`);
    return { success: true, data: fake.profile };
  };
  const write = (method: string) => async (path: string, body: unknown) => {
    fake.sent.push({ method, path, body });
    const data = fake.answer ? fake.answer(path, body) : null;
    return { success: true, data };
  };
  return { ...real, http: { ...real.http, get, put: write('PUT'), post: write('POST') } };
});

vi.mock('./profile/api', async (importOriginal) => {
  const real = await importOriginal<typeof ApiNs>();
  const uploadProfilePhoto = (file: File, progress: (f: number) => void) =>
    new Promise<string>((resolve, reject) => {
      fake.upload = { file, progress, resolve, reject };
      progress(0);
    });
  return { ...real, uploadProfilePhoto };
});

/** An auth store that knows its user and records the re-fetches the page asks for. */
class KnownUser extends AuthStore {
  loads = 0;
  constructor(user: AuthUser) {
    super();
    const snapshot = { user, authenticated: true, loading: false, error: null };
    this.get = () => snapshot;
  }
  override send(event: { type: 'user.load' } | { type: 'user.clear' }) {
    if (event.type === 'user.load') this.loads += 1;
  }
}

const STUDENT = {
  id: 7,
  first_name: 'Rina',
  last_name: 'Das',
  email: 'rina@alpha.test',
  phone: null,
  role: 'STUDENT',
  image: null,
  status: 'active',
  email_verified_at: null,
  organization_id: 1,
  created_at: '2026-01-05T10:00:00.000Z',
  target_score: { exam_date: '2027-03-15', speaking: 79, listening: 65, writing: 50, reading: 10 },
};

let store: KnownUser;
function open(profile: Record<string, unknown> = STUDENT) {
  fake.profile = profile;
  store = new KnownUser({ first_name: String(profile.first_name), role: String(profile.role) });
  return renderAt('/profile', [['/profile', <AuthProvider store={store}><ProfilePage /></AuthProvider>]]);
}

const unprocessable = (errors: Record<string, string[]>) =>
  new HttpError('http', 422, { success: false, message: Object.values(errors)[0]![0], errors }, [Object.values(errors)[0]![0]!]);

describe('the profile page', () => {
  beforeAll(() => initTestI18n());
  beforeEach(() => {
    Object.assign(fake, { sent: [], answer: null, upload: null });
    URL.createObjectURL = vi.fn(() => 'blob:preview-1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(cleanup);

  it("shows a student's target: the overall (mean of the four), each skill and the exam date", async () => {
    open();
    const values = await screen.findByTestId('profile-target-values');
    expect(within(values).getByTestId('profile-target-overall').textContent).toBe('51');
    expect(values.textContent).toContain('Speaking79');
    expect(values.textContent).toContain('15 Mar 2027, Monday');
    expect(screen.getByText('STUDENT')).toBeTruthy();
  });

  it.each(['TRAINER', 'COACHING_OWNER', 'SUPER_ADMIN', 'ADMIN'])('shows no target section to a %s (they have none)', async (role) => {
    open({ ...STUDENT, role, target_score: null });
    await screen.findByTestId('profile-names-form');
    expect(screen.queryByTestId('profile-target-score')).toBeNull();
    expect(screen.queryByText('No target score has been set.')).toBeNull();
  });

  it('a student edits the target: the date is typed as yyyy-MM-dd, the scores 10-90; POST users/target; the new values show', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit target' }));
    const date = screen.getByLabelText(/Exam date/) as HTMLInputElement;
    expect(date.type).toBe('text');
    expect(date.placeholder).toBe('yyyy-MM-dd');
    expect(date.value).toBe('2027-03-15');
    fireEvent.change(date, { target: { value: '20270601' } });
    expect(date.value).toBe('2027-06-01');
    fireEvent.change(screen.getByLabelText('Speaking score'), { target: { value: '90' } });
    expect(screen.getByTestId('profile-target-overall-live').textContent).toBe('54');
    fake.answer = (_p, body) => body;
    fireEvent.click(screen.getByRole('button', { name: 'Save target scores' }));
    await screen.findByText('Your target scores were saved.');
    expect(fake.sent).toEqual([{ method: 'POST', path: 'users/target', body: { exam_date: '2027-06-01', speaking: 90, listening: 65, writing: 50, reading: 10 } }]);
    expect(screen.getByTestId('profile-target-values').textContent).toContain('Speaking90');
    expect(store.loads).toBe(1);
  });

  it("refuses an impossible date before sending, and lands the server's 422 on its field", async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit target' }));
    const date = screen.getByLabelText(/Exam date/) as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2027-02-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save target scores' }));
    expect(await screen.findByText('Enter a real date as yyyy-MM-dd.')).toBeTruthy();
    expect(fake.sent).toEqual([]);

    fireEvent.change(date, { target: { value: '2027-03-01' } });
    fake.answer = () => {
      throw unprocessable({ exam_date: ['The exam date must be between today and two years from now.'] });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save target scores' }));
    expect(await screen.findByText('The exam date must be between today and two years from now.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the names (PUT users/profile) and asks for the auth user again; a 422 lands on its field', async () => {
    open({ ...STUDENT, role: 'TRAINER', target_score: null });
    const first = (await screen.findByLabelText(/First name/)) as HTMLInputElement;
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your first name.')).toBeTruthy();
    expect(fake.sent).toEqual([]);

    fireEvent.change(first, { target: { value: ' Rupa ' } });
    const last = screen.getByLabelText('Last name');
    fake.answer = () => {
      throw unprocessable({ last_name: ['The last name may not be longer than 100 characters.'] });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The last name may not be longer than 100 characters.')).toBeTruthy();
    expect(last.getAttribute('aria-invalid')).toBe('true');

    fake.answer = (_p, body) => ({ ...STUDENT, role: 'TRAINER', target_score: null, ...(body as object) });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your profile was saved.');
    expect(fake.sent.at(-1)).toEqual({ method: 'PUT', path: 'users/profile', body: { first_name: 'Rupa', last_name: 'Das', image: null } });
    expect(screen.getByTestId('profile-name').textContent).toBe('Rupa Das');
    expect(store.loads).toBe(1);
  });

  it('previews a chosen photo, shows the upload progress, and saves the uploaded path with the names', async () => {
    open({ ...STUDENT, role: 'COACHING_OWNER', target_score: null });
    const input = (await screen.findByLabelText('Choose a photo')) as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect((screen.getByAltText('Preview of your new photo') as HTMLImageElement).src).toBe('blob:preview-1');
    await waitFor(() => expect(fake.upload?.file).toBe(file));
    fake.upload!.progress(0.4);
    const bar = await screen.findByRole('progressbar', { name: 'Photo upload' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    fake.upload!.resolve('/files/avatars/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b.png');
    await screen.findByText('The new photo is ready. Save to keep it.');
    expect(screen.queryByRole('progressbar')).toBeNull();

    fake.answer = (_p, body) => ({ ...STUDENT, role: 'COACHING_OWNER', target_score: null, ...(body as object) });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your profile was saved.');
    expect(fake.sent).toEqual([
      { method: 'PUT', path: 'users/profile', body: { first_name: 'Rina', last_name: 'Das', image: '/files/avatars/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b.png' } },
    ]);
  });

  it('refuses a file that is not a photo without uploading it', async () => {
    open({ ...STUDENT, role: 'TRAINER', target_score: null });
    const input = (await screen.findByLabelText('Choose a photo')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeTruthy();
    expect(fake.upload).toBeNull();
  });

  it('changes the password: checks the confirmation first, lands a wrong current password on its field, then sends all three', async () => {
    open({ ...STUDENT, role: 'ADMIN', target_score: null });
    const form = await screen.findByTestId('profile-password-form');
    const current = within(form).getByLabelText(/Current password/);
    const next = within(form).getByLabelText(/^New password/);
    const confirm = within(form).getByLabelText(/Confirm the new password/);
    fireEvent.change(current, { target: { value: 'Old-pass-2026' } });
    fireEvent.change(next, { target: { value: 'New-pass-2027' } });
    fireEvent.change(confirm, { target: { value: 'New-pass-2028' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The passwords do not match.')).toBeTruthy();
    expect(fake.sent).toEqual([]);

    fireEvent.change(confirm, { target: { value: 'New-pass-2027' } });
    fake.answer = () => {
      throw unprocessable({ current_password: ['The current password is not correct.'] });
    };
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is not correct.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');

    fake.answer = () => null;
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await within(form).findByText('Your password was changed. Your other sessions were signed out.');
    expect(fake.sent.at(-1)).toEqual({
      method: 'POST',
      path: 'users/change-password',
      body: { current_password: 'Old-pass-2026', password: 'New-pass-2027', password_confirmation: 'New-pass-2027' },
    });
    expect((current as HTMLInputElement).value).toBe('');
  });
});
