// The blog (plugins/blog/README.md, server/modules/blog/README.md): a trainer writes a post with a heading and a bold
// word and publishes it; its public page, rendered by the server, reads without JavaScript; a draft is never public.
import { expect as baseExpect, test } from '@playwright/test';
import { origin, signIn } from './helpers';

// the machine these run on is shared and slow: answers can take several seconds
const expect = baseExpect.configure({ timeout: 30_000 });
const ALPHA = origin('alpha');
const stamp = Date.now().toString(36);
const TITLE = `E2E post ${stamp}`;
const SLUG = `e2e-post-${stamp}`;
const DRAFT = `E2E draft ${stamp}`;

test('a trainer publishes a post; its public page reads without JavaScript; drafts stay private', async ({ page, browser }) => {
  // two posts written in the editor and seven public pages: the default 45 s ran out on a slow CI machine (at the
  // sixth page, every step before it passed)
  test.setTimeout(120_000);
  await signIn(page, 'alpha', 'teacher@alpha.test');
  await expect(page).toHaveURL(/\/teacher/);
  await page.goto(`${ALPHA}/teacher/blog`);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // the seeded posts, a published one and a draft
  await expect(page.getByTestId('post-row').filter({ hasText: 'New weekend mock test batch' })).toBeVisible();

  // write and publish
  await page.getByTestId('create-post').click();
  await expect(page).toHaveURL(/\/teacher\/blog\/create$/);
  await page.locator('input[name="title"]').fill(TITLE);
  await page.locator('textarea[name="excerpt"]').fill('Three habits that lift a Read Aloud score.');
  const body = page.getByTestId('blog-body');
  await body.click();
  await page.locator('[data-tool="h2"]').click();
  await page.keyboard.type('Read Aloud habits');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Keep a ');
  // typing waits for the toolbar to say the mark is on (or off): a keystroke sent before the click took effect
  // carried the mark onto the wrong words
  const bold = page.locator('[data-tool="bold"]');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('steady');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' pace and do not go back to correct a word.');
  await expect(body.locator('h2')).toHaveText('Read Aloud habits');
  await expect(body.locator('strong')).toHaveText('steady');
  await page.getByTestId('publish-post').click();
  await expect(page.getByTestId('editor-status')).toContainText('Published');
  await expect(page).toHaveURL(/\/teacher\/blog\/edit\/\d+$/);

  // the list shows it published
  await page.goto(`${ALPHA}/teacher/blog`);
  const row = page.getByTestId('post-row').filter({ hasText: TITLE });
  await expect(row.getByTestId('post-status')).toContainText('Published');

  // a second post saved as a draft only
  await page.getByTestId('create-post').click();
  await page.locator('input[name="title"]').fill(DRAFT);
  await page.getByTestId('blog-body').click();
  await page.keyboard.type('Not for the public yet.');
  await page.getByTestId('save-post').click();
  await expect(page.getByTestId('editor-status')).toContainText('Draft');

  // the public pages, with JavaScript off: what a search engine or a link preview reads
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const pub = await visitor.newPage();
    const answer = await pub.goto(`${ALPHA}/blog/${SLUG}`);
    expect(answer?.status()).toBe(200);
    await expect(pub.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(pub.getByRole('heading', { level: 2, name: 'Read Aloud habits' })).toBeVisible();
    await expect(pub.locator('article strong')).toHaveText('steady');
    await expect(pub.locator('article')).toContainText('pace and do not go back to correct a word.');
    await expect(pub.locator('meta[property="og:title"]')).toHaveAttribute('content', `${TITLE} · Alpha PTE Academy`);
    await expect(pub.locator('meta[property="og:description"]')).toHaveAttribute('content', 'Three habits that lift a Read Aloud score.');
    await expect(pub.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ALPHA}/blog/${SLUG}`);
    expect(await pub.locator('script').count()).toBe(0);

    // the index lists it, and neither draft
    await pub.goto(`${ALPHA}/blog`);
    await expect(pub.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(pub.getByRole('link', { name: 'New weekend mock test batch starts in December' })).toBeVisible();
    await expect(pub.locator('body')).not.toContainText(DRAFT);
    await expect(pub.locator('body')).not.toContainText('Exam day checklist');

    // a draft's address is a 404 page without its text
    const draft = await pub.goto(`${ALPHA}/blog/e2e-draft-${stamp}`);
    expect(draft?.status()).toBe(404);
    await expect(pub.locator('body')).not.toContainText('Not for the public yet.');
    const seededDraft = await pub.goto(`${ALPHA}/blog/exam-day-checklist`);
    expect(seededDraft?.status()).toBe(404);

    // another centre never shows alpha's post
    const beta = await pub.goto(`${origin('beta')}/blog/${SLUG}`);
    expect(beta?.status()).toBe(404);
  } finally {
    await visitor.close();
  }
});
