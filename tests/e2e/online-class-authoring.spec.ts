// Online classes, authoring (issue 16; plugins/online-class/README.md): a trainer builds a class of two modules of two
// chapters with a video, a material and PTE items, reloads in the middle and resumes, previews a chapter and
// publishes; the coaching owner sees it without any write action; a duplicate is an independent draft.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { origin, recordedVideo, signIn } from './helpers';

// the machine these run on is shared and slow: answers can take several seconds
const expect = baseExpect.configure({ timeout: 30_000 });
const ALPHA = origin('alpha');
const stamp = Date.now().toString(36);
const TITLE = `E2E class ${stamp}`;

const atStep = (page: Page, step: string) => expect(page.getByTestId('wizard')).toHaveAttribute('data-step', step);
const next = (page: Page) => page.getByTestId('wizard-next').click();

/** adds a chapter to module `m` (0-based) with a title and the parts given (kinds), filled from the pickers */
async function addChapter(page: Page, m: number, c: number, title: string, kinds: Array<'video' | 'material' | 'pte' | 'text'>, video: Buffer) {
  const module = page.getByTestId('chapter-module').nth(m);
  await module.getByTestId('add-chapter').click();
  const name = `modules.${m}.chapters.${c}`;
  await page.locator(`input[name="${name}.title"]`).fill(title);
  const chapter = module.getByTestId('chapter-item').nth(c);
  for (const [k, kind] of kinds.entries()) {
    await page.locator(`select[name="${name}.new-part-kind"]`).selectOption(kind);
    await chapter.getByTestId('add-part').click();
    const part = chapter.getByTestId('part-editor').nth(k);
    if (kind === 'video') {
      await part.getByLabel('Upload a video').check();
      await part.getByLabel('Video file').setInputFiles({ name: `lecture-${stamp}.webm`, mimeType: 'video/webm', buffer: video });
      await expect(part.getByTestId('part-chosen')).toContainText(`lecture-${stamp}.webm`, { timeout: 30_000 });
    } else if (kind === 'material') {
      await part.getByTestId('pick-material').getByTestId('pick-option').first().check();
      await expect(part.getByTestId('part-chosen')).toBeVisible();
    } else if (kind === 'pte') {
      await part.getByTestId('pick-questions').getByTestId('pick-option').first().check();
      await expect(part.getByTestId('part-chosen')).toContainText('1 question');
    } else {
      await part.getByRole('textbox', { name: 'Text' }).fill(`Read this, chapter ${title}.`);
    }
  }
  await chapter.getByTestId('chapter-toggle').click();
}

test('a trainer builds, resumes, previews and publishes a class; the owner only looks; a duplicate is its own draft', async ({ page, browser }) => {
  test.setTimeout(420_000);
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await page.waitForURL(`${ALPHA}/teacher/**`);
  const video = await recordedVideo(page, 1500);
  await page.getByTestId('sidebar').locator('[data-menu-key="onlineClass"]').click();
  await page.waitForURL(`${ALPHA}/teacher/online-class/online-class-list`);
  await page.getByTestId('create-class').first().click();

  // 1. class information: its rules first, then saved (the class gets its id in the address)
  await atStep(page, 'class-information');
  await next(page);
  await expect(page.getByText('The title is required.')).toBeVisible();
  await page.locator('input[name="title"]').fill(TITLE);
  await page.locator('textarea[name="description"]').fill('Speaking from zero to 79.');
  await page.locator('select[name="level"]').selectOption('intermediate');
  await expect(page.locator('select[name="ribbon"] option[value="new"]')).toHaveCount(1);
  await page.locator('select[name="ribbon"]').selectOption('new');
  // typed so far: cached in the browser under class-basic-info (docs/product-spec.md §3)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('class-basic-info') ?? '{}').data?.title)).toBe(TITLE);
  await next(page);

  await atStep(page, 'why-important');
  await expect(page).toHaveURL(/\/online-class-create\/why-important\?id=\d+$/);
  const classId = new URL(page.url()).searchParams.get('id');
  await page.locator('input[name="why_important.0"]').fill('Speaking is a third of the score.');
  await page.getByTestId('add-point').click();
  await page.locator('input[name="why_important.1"]').fill('Templates save time.');
  // reorder by keyboard: the second point's "move up"
  await page.getByTestId('move-up-1').click();
  await expect(page.locator('input[name="why_important.0"]')).toHaveValue('Templates save time.');
  await next(page);

  await atStep(page, 'faq');
  await expect(page).toHaveURL(/\/faq\/new-faq\?id=\d+$/);
  await page.getByTestId('add-faq').click();
  await page.locator('input[name="faqs.0.question"]').fill('How long is it?');
  await page.locator('textarea[name="faqs.0.answer"]').fill('Four weeks.');
  await next(page);

  await atStep(page, 'class-mapping');
  await page.getByTestId('pick-group_ids').getByLabel('Morning batch').check();
  await next(page);

  // 2. two modules
  await atStep(page, 'module-information');
  await expect(page).toHaveURL(/\/module-information\/create\?id=\d+$/);
  await next(page);
  await expect(page.getByTestId('step-error')).toContainText('Add at least one module.');
  for (const title of ['Speaking basics', 'Speaking practice']) {
    await page.locator('input[name="new-module-title"]').fill(title);
    await page.getByTestId('add-module').click();
    await expect(page).toHaveURL(/\/module-information\/[^/?]+\?id=\d+$/);
    await page.getByTestId('another-module').click();
  }
  await expect(page.getByTestId('module-item')).toHaveCount(2);
  await next(page);

  // 3. a reload in the middle: the class comes back from the server at the same step
  await atStep(page, 'chapter-details');
  await page.reload();
  await atStep(page, 'chapter-details');
  await expect(page.getByTestId('wizard-record')).toHaveText(TITLE);
  await expect(page.getByTestId('chapter-module')).toHaveCount(2);

  await addChapter(page, 0, 0, 'Read aloud', ['video', 'text'], video);
  await addChapter(page, 0, 1, 'Repeat sentence', ['material'], video);
  await addChapter(page, 1, 0, 'Describe image', ['pte'], video);
  await addChapter(page, 1, 1, 'Retell lecture', ['text'], video);
  await next(page);

  await atStep(page, 'rules');
  await page.locator('input[name="modules.0.min_quiz_percent"]').fill('101');
  await next(page);
  await expect(page.getByTestId('step-error')).toContainText('from 1 to 100');
  await page.locator('input[name="modules.0.min_quiz_percent"]').fill('');
  await next(page);

  // 4. review, then the first chapter as a student sees it
  await atStep(page, 'review');
  await expect(page.getByTestId('outline-chapter')).toHaveCount(4);
  await page.getByTestId('outline-chapter').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/preview\/module\/\d+\/chapter\/\d+\?id=\d+$/);
  const preview = page.getByTestId('chapter-view');
  await expect(preview).toContainText('Read aloud');
  // the student's own part views, in preview: the video plays, the text reads
  await expect(preview.locator('[data-testid="current-part"][data-kind="video"] video')).toBeVisible();
  await preview.locator('[data-testid="part-step"][data-kind="text"]').click();
  await expect(preview.locator('[data-testid="current-part"][data-kind="text"]')).toContainText('Read this, chapter Read aloud.');
  await expect(preview.getByTestId('mark-complete')).toHaveCount(0);
  await page.getByTestId('back-to-wizard').click();
  await atStep(page, 'review');
  await page.getByTestId('wizard-finish').click();
  await expect(page.getByTestId('class-published')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('class-basic-info'))).toBeNull();

  // the list shows it published; its details are read-only views
  await page.goto(`${ALPHA}/teacher/online-class/online-class-list?search=${encodeURIComponent(TITLE)}`);
  const row = page.getByTestId('class-row').filter({ hasText: TITLE }).first();
  await expect(row.getByTestId('class-status')).toHaveText('Published');

  // 5. duplicate: an independent draft
  await row.getByTestId('row-actions').click();
  await page.locator('[data-action="duplicate"]').click();
  const copy = page.getByTestId('class-row').filter({ hasText: `${TITLE} (copy)` });
  await expect(copy.getByTestId('class-status')).toHaveText('Draft');
  await copy.getByRole('link', { name: `${TITLE} (copy)` }).click();
  await expect(page.getByTestId('outline-chapter')).toHaveCount(4);
  await page.getByTestId('edit-class').click();
  await atStep(page, 'class-information');
  await page.locator('input[name="title"]').fill(`${TITLE} remade`);
  await next(page);
  await atStep(page, 'why-important');
  await page.goto(`${ALPHA}/teacher/online-class/class-details/${classId}/modules`);
  await expect(page.getByTestId('class-title')).toContainText(TITLE);
  await expect(page.getByTestId('class-title')).not.toContainText('remade');

  // 6. the owner sees the class, read-only
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, 'alpha', 'owner@alpha.test');
  await owner.waitForURL(`${ALPHA}/coaching-owner/**`);
  await owner.getByTestId('sidebar').locator('[data-menu-key="viewOnlineClass"]').click();
  await owner.waitForURL(`${ALPHA}/coaching-owner/online-class/online-class-list`);
  await expect(owner.getByTestId('create-class')).toHaveCount(0);
  await owner.goto(`${ALPHA}/coaching-owner/online-class/online-class-list?search=${encodeURIComponent(TITLE)}`);
  // the original (the copy, renamed, is listed too)
  const ownerRow = owner.getByTestId('class-row').filter({ has: owner.getByRole('link', { name: TITLE, exact: true }) });
  await ownerRow.getByTestId('row-actions').click();
  await expect(owner.locator('[data-action="open"]')).toBeVisible();
  await expect(owner.locator('[data-action="edit"], [data-action="duplicate"]')).toHaveCount(0);
  await owner.locator('[data-action="open"]').click();
  await expect(owner.getByTestId('class-details')).toBeVisible();
  await expect(owner.getByTestId('class-title')).not.toContainText('remade');
  await expect(owner.getByTestId('outline-chapter')).toHaveCount(4);
  await expect(owner.getByTestId('edit-class')).toHaveCount(0);
  await owner.getByTestId('outline-chapter').nth(2).getByRole('link').click();
  await expect(owner.getByTestId('chapter-details')).toContainText('Describe image');
  await expect(owner.locator('[data-testid="chapter-part"][data-kind="pte"]')).toBeVisible();
  // the wizard is not the owner's: no route there
  await owner.goto(`${ALPHA}/coaching-owner/online-class/online-class-create/class-information`);
  await expect(owner.getByTestId('wizard')).toHaveCount(0);
});
