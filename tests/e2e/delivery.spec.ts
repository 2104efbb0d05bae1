// The delivery policy in the browser (server/modules/delivery/README.md): while a student has a quiz open, no page
// they can reach shows a key of its items (every API answer the browser receives is searched for one), practising
// one of them names the open quiz and links back to it; once handed in, the review shows the answers.
import { expect, test, type Page, type Response } from '@playwright/test';
import { origin, signIn } from './helpers';

const ALPHA = origin('alpha');

/** Every non-null `key` and every `expected` part of the JSON answers the page receives. */
function watchKeys(page: Page): { found: string[] } {
  const found: string[] = [];
  const walk = (v: unknown, url: string): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, url));
    if (!v || typeof v !== 'object') return;
    for (const [k, x] of Object.entries(v)) {
      if ((k === 'key' || k === 'expected' || k === 'modelAnswer') && x !== null && x !== undefined) found.push(`${new URL(url).pathname}: ${k}`);
      walk(x, url);
    }
  };
  page.on('response', async (res: Response) => {
    if (!res.url().includes('/api/v1/') || !(res.headers()['content-type'] ?? '').includes('json')) return;
    try {
      walk(await res.json(), res.url());
    } catch {
      // a body already gone (navigation): nothing to read
    }
  });
  return { found };
}

/** Gives the item on screen an answer where it has a simple control; the server refuses it anyway. */
async function answerIfPossible(page: Page): Promise<void> {
  const body = page.getByTestId('player-body');
  await expect(body).toBeVisible();
  const radio = body.getByRole('radio');
  const checkbox = body.getByRole('checkbox');
  const text = body.locator('textarea, input[type="text"]');
  if (await radio.count()) await radio.last().check();
  else if (await checkbox.count()) await checkbox.first().check();
  else if (await text.count()) await text.first().fill('an answer');
}

test('a student with an open quiz sees no key on any page; after handing in, the review shows the answers', async ({ page }) => {
  test.setTimeout(120_000);
  const keys = watchKeys(page);
  await signIn(page, 'alpha', 'student@alpha.test');
  await expect(page).toHaveURL(/\/student\/portal$/);

  // start the first published quiz and note its items
  const started = page.waitForResponse((r) => /\/api\/v1\/quiz-test\/\d+/.test(r.url()) && r.request().method() === 'GET' && !r.url().includes('evaluation'));
  await page.goto(`${ALPHA}/quiz-test`);
  await page.getByTestId('quiz-set').first().getByTestId('start-quiz').click();
  const session = (await (await started).json()).data as { items: Array<{ question_id: number; slug: string }> };
  await expect(page.getByTestId('exam-player')).toBeVisible();
  expect(session.items.length).toBeGreaterThan(0);
  const item = session.items[0]!;

  // the pages a student can reach while the quiz is open: results, practice of the same item, its practice list
  await page.goto(`${ALPHA}/student/result`);
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto(`${ALPHA}/student/pte-practice/${item.slug}/pte/${item.question_id}`);
  await expect(page.getByTestId('exam-player')).toBeVisible();
  await answerIfPossible(page);
  await page.getByTestId('submit-answer').click();
  // answering it alone would give the key away: the page names the open quiz and links back to it, no retry
  const blocked = page.getByTestId('open-sitting');
  await expect(blocked).toBeVisible();
  await expect(page.getByTestId('practice-result')).toHaveCount(0);
  expect(keys.found).toEqual([]);

  // back to the quiz through that link, hand it in: now the review shows the answers
  await page.getByTestId('resume-open-sitting').click();
  await expect(page.getByTestId('exam-player')).toBeVisible();
  const position = page.getByTestId('item-position');
  const total = Number(await position.getAttribute('data-total'));
  await page.getByTestId(total > 1 ? 'finish-early' : 'finish').click();
  await page.getByTestId('confirm-submit-button').click();
  const summary = page.getByTestId('quiz-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId('item-review-body')).toHaveCount(total);
  expect(keys.found.length).toBeGreaterThan(0);
});
