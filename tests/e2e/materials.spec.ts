// Materials (server/modules/materials/README.md): a trainer uploads a PDF and a video for a group; a student of that
// group finds both in the grid and the directory, the PDF is drawn on a canvas, the video seeks; a student of
// another group sees neither. The video is recorded in the browser (canvas + MediaRecorder), so no fixture file.
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { origin, recordedVideo, signIn } from './helpers';

// the API from Node: the bare host (Node does not resolve *.localhost) with the tenant header
const API = `${origin()}/api/v1`;

async function apiToken(page: Page, email: string): Promise<string> {
  const r = await page.request.post(`${API}/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email, password: 'Demo-pass-2026' } });
  return (await r.json()).data.token as string;
}

test('a trainer shares a PDF and a video with a group; its student opens both, another student sees neither', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // a group of student@alpha alone (the seeded batches mix students)
  const owner = await apiToken(page, 'owner@alpha.test');
  const auth = { Authorization: `Bearer ${owner}`, 'X-Tenant': 'alpha' };
  const groups = (await (await page.request.get(`${API}/groups?per_page=100`, { headers: auth })).json()).data.items as { id: number; name: string }[];
  const morning = groups.find((g) => g.name === 'Morning batch')!;
  const detail = (await (await page.request.get(`${API}/groups/${morning.id}`, { headers: auth })).json()).data as { students: { id: number; email: string }[] };
  const arif = detail.students.find((s) => s.email === 'student@alpha.test')!;
  const groupName = `Materials ${stamp}`;
  expect((await page.request.post(`${API}/groups`, { headers: auth, data: { name: groupName, student_ids: [arif.id] } })).status()).toBe(201);

  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 300]).drawText('Retell lecture notes', { x: 40, y: 150, size: 20, font });
  const pdf = Buffer.from(await doc.save());

  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${origin('alpha')}/teacher/portal`);
  const video = await recordedVideo(page);
  for (const [name, mimeType, buffer, title] of [[`notes-${stamp}.pdf`, 'application/pdf', pdf, `Notes ${stamp}`], [`lecture-${stamp}.webm`, 'video/webm', video, `Lecture ${stamp}`]] as const) {
    await page.goto(`${origin('alpha')}/teacher/material/dashboard/from-platform/all`);
    await page.getByTestId('upload-material').click();
    const form = page.getByTestId('material-form');
    await form.getByTestId('material-file').setInputFiles({ name, mimeType, buffer });
    await form.locator('input[name="title"]').fill(title);
    await form.getByTestId('pick-group_ids').getByLabel(groupName).check();
    await form.getByTestId('save-material').click();
    await expect(form).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('material-title').filter({ hasText: title })).toBeVisible();
  }

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'alpha', 'student@alpha.test');
  await expect(student).toHaveURL(/\/student\//);
  await student.goto(`${origin('alpha')}/student/practice-material/grid`);
  const grid = student.getByTestId('material-grid');
  await expect(grid.getByTestId('material-card').filter({ hasText: `Notes ${stamp}` })).toBeVisible();
  await expect(grid.getByTestId('material-card').filter({ hasText: `Lecture ${stamp}` })).toBeVisible();

  await student.getByTestId('view-tab').filter({ hasText: 'Directory' }).click();
  const folder = student.getByTestId('folder-group').filter({ hasText: groupName });
  await expect(folder.getByTestId('directory-item').filter({ hasText: `Notes ${stamp}` })).toBeVisible();
  await expect(folder.getByTestId('directory-item').filter({ hasText: `Lecture ${stamp}` })).toBeVisible();

  // the PDF is drawn: a canvas with pixels that are not all blank
  await folder.getByRole('button', { name: `Notes ${stamp}` }).click();
  const viewer = student.getByTestId('material-viewer');
  const canvas = viewer.getByTestId('pdf-canvas');
  await expect(canvas).not.toHaveAttribute('data-rendered', '0', { timeout: 20_000 });
  const inked = await canvas.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i]! < 128 && d[i + 3]! > 0) dark++;
    return { width: c.width, dark };
  });
  expect(inked.width).toBeGreaterThan(0);
  expect(inked.dark).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close' }).click();

  // the video seeks (the file is served with Range)
  await folder.getByRole('button', { name: `Lecture ${stamp}` }).click();
  const player = student.getByTestId('material-video');
  const moved = await player.evaluate(async (v: HTMLVideoElement) => {
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    const seeked = new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    v.currentTime = 1.5;
    await seeked;
    return v.currentTime;
  });
  expect(moved).toBeGreaterThan(1);

  // another student of the centre, not in the group
  const other = await (await browser.newContext()).newPage();
  // newstudent has no target scores (sign-in.spec checks the start-up form that then covers every page): the form is
  // skipped in this browser only, changing nothing on the server. Node does not resolve *.localhost: fetch the bare host.
  await other.route('**/api/v1/auth-user', async (route) => {
    const res = await route.fetch({ url: route.request().url().replace('//alpha.localhost', '//localhost') });
    const body = await res.json();
    if (body.data) body.data.has_target_score = true;
    await route.fulfill({ response: res, json: body });
  });
  await signIn(other, 'alpha', 'newstudent@alpha.test');
  await expect(other).toHaveURL(/\/student\//);
  await other.goto(`${origin('alpha')}/student/practice-material/grid`);
  await expect(other.getByRole('heading', { name: 'Practice materials' })).toBeVisible();
  await expect(other.getByText(`Notes ${stamp}`)).toHaveCount(0);
  await expect(other.getByText(`Lecture ${stamp}`)).toHaveCount(0);
});
