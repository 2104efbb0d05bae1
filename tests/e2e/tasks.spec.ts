// Tasks (server/modules/tasks/README.md): admin@alpha.test gives the trainer (Sarah Mitchell) a task about the
// student Arif Hasan, due yesterday, from the task dialog; the trainer sees it overdue on the "My tasks" card of its
// start page and on its task page, marks it done from the list, and it is no longer overdue (card and page). The demo
// gives the trainer tasks of its own (server/db/seed-workspace.ts): the counts are read from the API beside them.
import { format } from 'date-fns';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, origin, signIn } from './helpers';

const ALPHA = origin('alpha');
const title = `Call Arif about his mock ${Date.now().toString(36)}`;

/** The trainer's overdue and unfinished tasks as the server counts them now (this spec's among them). */
async function trainerCounts(request: APIRequestContext): Promise<{ overdue: number; open: number }> {
  const login = await request.post(`${origin()}/api/v1/login`, { headers: { 'X-Tenant': 'alpha' }, data: { email: 'teacher@alpha.test', password: PASSWORD } });
  const headers = { 'X-Tenant': 'alpha', Authorization: `Bearer ${(await login.json()).data.token}` };
  const total = async (query: string) => (await (await request.get(`${origin()}/api/v1/task?view=mine&${query}`, { headers })).json()).data.meta.total as number;
  return { overdue: await total('overdue=1'), open: await total('status=not-done') };
}

test('an admin gives a trainer an overdue task linked to a student', async ({ page }) => {
  await signIn(page, 'alpha', 'admin@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/admin/portal`);
  await page.goto(`${ALPHA}/admin/task`);
  // the header's button (the empty list offers the same one)
  await page.getByTestId('create-task').first().click();
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog).toBeVisible();
  // the first try without a title is stopped on the field
  await dialog.getByTestId('task-save').click();
  await expect(dialog.getByText('Give the task a title.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Notes').fill('He missed the last two classes.');
  await dialog.getByLabel('Assignee').selectOption({ label: 'Sarah Mitchell (trainer)' });
  const yesterday = new Date(Date.now() - 24 * 3600_000);
  await dialog.getByLabel('Due').fill(format(yesterday, "yyyy-MM-dd'T'HH:mm"));
  await dialog.getByLabel('Concerns').selectOption('student');
  await dialog.getByLabel('Find').fill('Arif');
  const which = dialog.getByLabel('Which one');
  await expect(which.locator('option', { hasText: 'Arif Hasan' })).toHaveCount(1);
  await which.selectOption({ label: 'Arif Hasan' });
  await dialog.getByTestId('task-save').click();
  await expect(dialog).toBeHidden();

  // not the admin's own task: it shows under "Created by me", overdue, about the student
  await page.getByTestId('task-view').and(page.locator('[data-view="created"]')).click();
  const row = page.getByTestId('task-row').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-overdue', 'true');
  await expect(row.getByTestId('overdue-badge')).toBeVisible();
  await expect(row.getByTestId('task-link')).toContainText('Student: Arif Hasan');
});

test('the trainer sees it overdue on the card and the page, marks it done, and it is no longer overdue', async ({ page, request }) => {
  const before = await trainerCounts(request);
  expect(before.overdue).toBeGreaterThanOrEqual(1);
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(`${ALPHA}/teacher/portal`);
  const card = page.getByTestId('my-tasks-card');
  await expect(card.getByTestId('my-tasks-overdue')).toHaveText(`${before.overdue} overdue`);
  const item = card.getByTestId('my-task').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-overdue', 'true');

  // the card's item opens the task on the task page
  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/teacher\/task\?open=\d+$/);
  const dialog = page.getByTestId('task-dialog');
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('task-row').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-overdue', 'true');
  await expect(row.getByTestId('overdue-badge')).toBeVisible();
  // the overdue filter keeps it, beside the trainer's other overdue tasks
  await page.getByTestId('overdue-filter').getByRole('button', { name: 'Overdue' }).click();
  await expect(page.getByTestId('task-row')).toHaveCount(before.overdue);
  await expect(row).toBeVisible();

  // marked done from the list, by keyboard
  await row.getByTestId('task-done').focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('task-row')).toHaveCount(before.overdue - 1);
  await page.getByTestId('overdue-filter').getByRole('button', { name: 'Any' }).click();
  const done = page.getByTestId('task-row').filter({ hasText: title });
  await expect(done).toHaveAttribute('data-status', 'done');
  await expect(done).toHaveAttribute('data-overdue', 'false');
  await expect(done.getByTestId('overdue-badge')).toHaveCount(0);

  // and the card no longer counts it
  const after = await trainerCounts(request);
  expect(after).toEqual({ overdue: before.overdue - 1, open: before.open - 1 });
  await page.goto(`${ALPHA}/teacher/portal`);
  const cardAfter = page.getByTestId('my-tasks-card');
  if (after.open === 0) await expect(cardAfter.getByTestId('my-tasks-none')).toBeVisible();
  else await expect(cardAfter.getByTestId('my-task')).toHaveCount(Math.min(after.open, 5));
  await expect(cardAfter.getByTestId('my-task').filter({ hasText: title })).toHaveCount(0);
  if (after.overdue === 0) await expect(page.getByTestId('my-tasks-overdue')).toHaveCount(0);
  else await expect(page.getByTestId('my-tasks-overdue')).toHaveText(`${after.overdue} overdue`);
});
