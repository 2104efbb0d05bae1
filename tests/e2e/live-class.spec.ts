// Live classes (server/modules/schedule/README.md), the journey: teacher@alpha.test schedules a live class for
// the Morning batch starting within two minutes, with its reminder due at once; student@alpha.test sees it under
// next-live, gets the reminder e-mail (caught by the test SMTP sink), and, once the server's clock passes the start,
// finds it under now-playing and joins (the meeting opens, the join is recorded and the trainer sees it).
import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, origin, signIn } from './helpers';

const ALPHA = origin('alpha');
// the schedule test reads the class the journey made
test.describe.configure({ mode: 'serial' });
const title = `Describe image live ${Date.now().toString(36)}`;

/** a `datetime-local` value in the browser's zone, `min` whole minutes after the current minute */
async function localInput(page: Page, min: number): Promise<string> {
  return page.evaluate((m) => {
    const d = new Date(Math.floor(Date.now() / 60_000) * 60_000 + m * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  }, min);
}

test('a trainer schedules a live class; its student is reminded, sees it next, then now playing, and joins', async ({ browser }) => {
  test.setTimeout(240_000);
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, 'alpha', 'teacher@alpha.test');
  await expect(teacher).toHaveURL(`${ALPHA}/teacher/portal`);
  await teacher.goto(`${ALPHA}/teacher/live-class/next-live`);
  await teacher.getByTestId('live-create').first().click();
  const form = teacher.getByTestId('live-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Morning batch').check();
  // starts at the next minute but one: the reminder (5 minutes before) is due at once
  await form.getByLabel('Starts').fill(await localInput(teacher, 2));
  await form.getByLabel('Ends').fill(await localInput(teacher, 45));
  await form.getByLabel('Meeting link (https://…)').fill('http://meet.example.com/pte');
  await form.getByLabel('Reminder e-mail, minutes before the start').fill('5');
  await form.getByTestId('live-save').click();
  // a plain http link is refused on its field
  await expect(form.getByText('The link must start with https://.')).toBeVisible();
  await form.getByLabel('Meeting link (https://…)').fill('https://meet.example.com/pte');
  await form.getByTestId('live-save').click();
  await expect(form).toBeHidden();
  const teacherRow = teacher.getByTestId('live-row').filter({ hasText: title });
  await expect(teacherRow).toBeVisible();

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'alpha', 'student@alpha.test');
  await expect(student).toHaveURL(`${ALPHA}/student/portal`);
  await student.goto(`${ALPHA}/student/live-class/next-live`);
  const row = student.getByTestId('live-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('live-status')).toHaveText('Upcoming');
  await expect(row).toContainText('Morning batch');

  // the reminder: one mail to the student, naming the class and the centre's time
  await expect.poll(async () => (await latestMailTo('student@alpha.test', 60_000)).includes(title), { timeout: 60_000 }).toBe(true);
  const mail = await latestMailTo('student@alpha.test');
  expect(mail).toContain('Live class reminder');
  expect(mail).toContain('(Asia/Dhaka)');

  // at the start it moves to now-playing (the list asks the server again every 30 s; reload to be quicker)
  await student.goto(`${ALPHA}/student/live-class/now-playing`);
  await expect
    .poll(async () => {
      await student.reload();
      // the list has loaded: a row or the empty state
      await expect(student.getByTestId('live-row').or(student.getByText('No class is live right now.')).first()).toBeVisible();
      return student.getByTestId('live-row').filter({ hasText: title }).count();
    }, { timeout: 180_000, intervals: [5_000] })
    .toBe(1);
  const live = student.getByTestId('live-row').filter({ hasText: title });
  await expect(live.getByTestId('live-status')).toHaveText('Live now');
  // the meeting opens in a new tab (the test answers for the meeting host: no network here)
  await student.context().route('https://meet.example.com/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>Meeting</title>' }));
  const popup = student.context().waitForEvent('page');
  await live.getByTestId('live-join').click();
  expect((await popup).url()).toContain('meet.example.com/pte');

  // the trainer sees who joined
  await teacher.goto(`${ALPHA}/teacher/live-class/now-playing`);
  await teacher.getByTestId('live-row').filter({ hasText: title }).getByTestId('row-actions').click();
  await teacher.getByRole('menuitem', { name: 'Attendance' }).click();
  const att = teacher.getByTestId('attendance');
  await expect(att.getByText('1 of 2 joined')).toBeVisible();
  await expect(att.getByTestId('attendance-row').filter({ hasText: 'Arif Hasan' }).getByTestId('attendance-joined')).toContainText('Joined at');
});

test("the student's schedule: the calendar (loaded on demand), the list, and a calendar feed address a phone can read", async ({ page }) => {
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/student/portal`);
  await page.goto(`${ALPHA}/student/schedule`);
  await expect(page.getByTestId('calendar')).toBeVisible();
  await expect(page.getByTestId('calendar').getByText(title).first()).toBeVisible();
  await page.getByTestId('schedule-view').filter({ hasText: 'List' }).click();
  await expect(page.getByTestId('session-row').filter({ hasText: title })).toContainText('Live class');
  await page.getByTestId('feed-make').click();
  const url = await page.getByTestId('feed-url').inputValue();
  expect(url).toMatch(/\/api\/v1\/schedule\/feed\/[A-Za-z0-9_-]+\.ics$/);
  // read as a calendar app would: no session, only the address (from the page, whose host is the centre's)
  const read = (u: string) => page.evaluate(async (x) => { const r = await fetch(x, { credentials: 'omit' }); return { status: r.status, text: await r.text() }; }, u);
  const feed = await read(url);
  expect(feed.status).toBe(200);
  expect(feed.text).toContain(`SUMMARY:${title}`);
  expect((await read(url.replace(/feed\/[^/]+\.ics$/, 'feed/wrongwrongwrongwrong.ics'))).status).toBe(404);
});
