// Study plans (server/modules/study-plan/README.md): a trainer makes a plan with tasks on three days, reorders a
// day's tasks by keyboard, assigns it to the Morning batch; a student of that batch sees today's tasks, ticks one,
// sees the progress and an achievement, and the calendar shows the tasks (a list by day at 390 px).
import { expect, test } from '@playwright/test';
import { origin, signIn } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a trainer plans and assigns; a student of the group ticks a task and earns an achievement', async ({ page, browser }) => {
  // two roles and a dozen saves in one journey: more than the default 45 s on a shared two-core machine
  test.setTimeout(120_000);
  const title = `Exam sprint ${Date.now() % 100_000}`;
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(/\/teacher\/portal$/);

  await page.goto(`${origin('alpha')}/teacher/study-plan/list`);
  await expect(page.getByTestId('plan-row').filter({ hasText: 'Three weeks to 65' })).toBeVisible();
  await page.getByTestId('create-plan').click();
  const form = page.getByTestId('plan-dialog');
  await form.locator('input[name="title"]').fill(title);
  await form.locator('input[name="exam_date"]').fill(day(30));
  await form.locator('input[name="target_writing"]').fill('79');
  await form.getByTestId('save-plan').click();
  await expect(page.getByTestId('plan-title')).toHaveText(title);

  const add = async (d: string, taskTitle: string) => {
    await page.getByTestId('add-task').click();
    const dialog = page.getByTestId('task-dialog');
    await dialog.locator('input[name="day"]').fill(d);
    await dialog.locator('select[name="kind"]').selectOption('free');
    await dialog.locator('input[name="title"]').fill(taskTitle);
    await dialog.getByTestId('save-task').click();
    await expect(dialog).toBeHidden();
  };
  await add(day(0), 'Vocabulary list');
  await add(day(0), 'Essay outline');
  await add(day(1), 'Listening drill');
  await add(day(2), 'Full mock');
  await expect(page.getByTestId('editor-day')).toHaveCount(3);

  // today's two tasks swap places by keyboard: Space on the handle, arrow down, Space
  const today = page.locator(`[data-testid="editor-day"][data-day="${day(0)}"]`);
  await expect(today.getByTestId('editor-task').first()).toContainText('Vocabulary list');
  const handle = today.locator('li button[aria-label]').first();
  await handle.focus();
  await page.keyboard.press('Space');
  // each key waits for the drag to take the last one: picked up, then over position 2 (its live region)
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'over position 2' })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(today.getByTestId('editor-task').first()).toContainText('Essay outline');
  await page.getByTestId('save-tasks').click();
  await expect(page.getByTestId('save-tasks')).toBeDisabled();

  await page.getByTestId('open-assign').click();
  const assign = page.getByTestId('assign-dialog');
  await assign.locator('label').filter({ hasText: 'Morning batch' }).getByTestId('assign-group').check();
  await assign.getByTestId('assign-submit').click();
  await expect(assign).toBeHidden();
  await expect(page.getByTestId('assignment-row')).toHaveCount(2);

  // the staff calendar shows the plan's tasks on their days
  const planUrl = page.url();
  const planId = planUrl.split('/').at(-1);
  await page.goto(`${origin('alpha')}/teacher/study-plan/calendar?plan=${planId}`);
  await expect(page.locator(`[data-testid="calendar-day"][data-day="${day(1)}"]`).getByTestId('calendar-task')).toHaveText('Listening drill');

  // the student of the batch
  const context = await browser.newContext();
  const student = await context.newPage();
  await signIn(student, 'alpha', 'student@alpha.test');
  await expect(student).toHaveURL(/\/student\/portal$/);
  await student.goto(`${origin('alpha')}/student/study-plan`);
  await expect(student.getByTestId('my-plan-title')).toHaveText(title);
  await expect(student.getByTestId('countdown')).toContainText('30 days');
  const todays = student.getByTestId('today-tasks').getByTestId('my-task');
  await expect(todays).toHaveCount(2);
  await expect(todays.first()).toContainText('Essay outline');
  await expect(student.getByTestId('progress-text')).toContainText('0 of 4');

  // a click, then the state: the box follows the plan's data (ticked optimistically a moment after the click), so
  // check()'s own read right after its click raced that update
  const box = todays.first().getByTestId('tick-task');
  await box.click();
  await expect(box).toBeChecked();
  await expect(student.getByTestId('progress-text')).toContainText('1 of 4');
  await expect(student.locator('[data-testid="my-achievements"] [data-code="first-task"]')).toBeVisible();
  await expect(student.locator('[data-testid="calendar-day"][data-day="' + day(2) + '"]').getByTestId('calendar-task')).toHaveText('Full mock');

  // it stays ticked after a reload; at 390 px the month is a list by day
  await student.setViewportSize({ width: 390, height: 844 });
  await student.reload();
  await expect(student.getByTestId('today-tasks').getByTestId('my-task').first()).toHaveAttribute('data-status', 'done');
  await expect(student.getByTestId('calendar-agenda')).toBeVisible();
  await expect(student.getByTestId('calendar-grid')).toBeHidden();
  await expect(student.getByTestId('calendar-agenda').getByTestId('agenda-task').filter({ hasText: 'Listening drill' })).toBeVisible();
  await context.close();

  // the trainer sees the achievement
  await page.goto(`${origin('alpha')}/teacher/study-plan/achieves`);
  await expect(page.getByTestId('achievement-row').filter({ hasText: 'Arif Hasan' }).filter({ hasText: 'First task done' }).first()).toBeVisible();
});
