// Issue 3, end to end: for each complete question type a teacher authors an item through the UI with the type's
// Editor, then a student finds it in PTE practice, answers it with the Player (mouse and keyboard), submits, and
// sees the score the type's rules give.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { origin, signIn } from './helpers';

const ALPHA = origin('alpha');
const stamp = Date.now().toString(36);

/** One second of 8 kHz silence: a real WAV the upload's content sniffing accepts. */
function wav(): Buffer {
  const samples = 8000;
  const b = Buffer.alloc(44 + samples, 128);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  return b;
}

async function uploadAudio(page: Page) {
  await page.locator('input[type="file"][name="content.audio"]').setInputFiles({ name: 'prompt.wav', mimeType: 'audio/wav', buffer: wav() });
  await expect(page.getByTestId('audio-upload-current')).toBeVisible();
}

/** The rich-text passage (TipTap): typed like a person would. */
async function typePassage(page: Page, name: string, text: string) {
  const area = page.locator(`[data-name="${name}"]`);
  await area.click();
  await page.keyboard.type(text);
  await expect(area).toContainText(text.slice(0, 20));
}

async function fillOptions(page: Page, texts: string[], correct: number[]) {
  const editor = page.getByTestId('option-list-editor');
  for (let i = 0; i < texts.length; i++) {
    if ((await editor.locator(`[name="content.options.${i}.text"]`).count()) === 0) await page.getByTestId('add-option').click();
    await editor.locator(`[name="content.options.${i}.text"]`).fill(texts[i]!);
  }
  // editors start with 4 or 5 empty options: drop the ones this item does not use
  while ((await editor.locator('[name^="content.options."][name$=".text"]').count()) > texts.length) {
    await editor.getByRole('button', { name: /^Remove option/ }).last().click();
  }
  for (const i of correct) await editor.getByTestId(`correct-${i}`).check();
}

/** A word of the drag-and-drop bank, by its text (its test id carries a random word id). */
const bankWord = (page: Page, text: string) => page.getByTestId('word-bank').getByRole('button', { name: text, exact: true });

/** A real pointer drag (dnd-kit's PointerSensor starts after 5 px of movement, so move in steps). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag: an element has no box');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
  // dnd-kit swallows a click that follows a drop within ~50 ms; no person clicks that fast, a test does
  await page.waitForTimeout(200);
}

/** A trait row of the Review's trait table (kit TraitReview). */
const reviewTrait = (page: Page, key: string) => page.getByTestId('review-traits').locator(`tr[data-trait="${key}"]`);

/** 45 words, three sentences, no all-capitals: form 1 of 2 under the 40-49 band (docs/pte-rules.md §3.12). */
const SUMMARY_45 =
  'The lecture explains why cities are warmer than the countryside around them. Asphalt and concrete absorb heat during the day and release it slowly after sunset. As a result the difference between the city and the country is largest at night, especialy in the summer.';

const PASSAGE =
  'Cities are often warmer than the countryside around them. Asphalt and concrete absorb the heat of the day and release it slowly after sunset, so the difference is largest at night.';

interface Case {
  slug: string;
  section: 'reading' | 'listening';
  author(page: Page): Promise<void>;
  answer(page: Page): Promise<void>;
  expected: { score: number; max: number };
  /** further checks of the result (traits, Review) after the score */
  checkResult?(page: Page): Promise<void>;
}

const CASES: Case[] = [
  {
    slug: 'reorder-paragraphs',
    section: 'reading',
    author: async (page) => {
      const texts = ['First, the seeds are sown.', 'Second, the seedlings sprout.', 'Third, the plants flower.', 'Finally, the fruit is picked.'];
      for (let i = 0; i < texts.length; i++) await page.getByTestId(`paragraph-${i}`).locator('textarea').fill(texts[i]!);
    },
    // First, Second, Finally, Third: only the first pair is a correct adjacent pair -> 1 of 3
    answer: async (page) => {
      const add = (start: string) => page.locator('[data-testid^="source-"]', { hasText: start }).locator('[data-testid^="add-"]');
      await add('First').click();
      await add('Second').focus();
      await page.keyboard.press('Enter');
      await add('Finally').click();
      await add('Third').focus();
      await page.keyboard.press('Space');
    },
    expected: { score: 1, max: 3 },
  },
  {
    slug: 'reading-multiple-choice-single',
    section: 'reading',
    author: async (page) => {
      await typePassage(page, 'content.passage', PASSAGE);
      await page.locator('input[name="content.question"]').fill('When is the difference largest?');
      await fillOptions(page, ['In the morning', 'At night', 'At noon', 'In winter only'], [1]);
    },
    answer: async (page) => {
      await page.getByTestId('option-A').focus();
      await page.keyboard.press('ArrowDown'); // radios: the arrow moves the choice to B
      await expect(page.getByTestId('option-B')).toBeChecked();
    },
    expected: { score: 1, max: 1 },
  },
  {
    slug: 'reading-multiple-choice-multiple',
    section: 'reading',
    author: async (page) => {
      await typePassage(page, 'content.passage', PASSAGE);
      await page.locator('input[name="content.question"]').fill('Which materials absorb heat?');
      await fillOptions(page, ['Asphalt', 'Grass', 'Concrete', 'Water'], [0, 2]);
    },
    // A, B, C: two right, one wrong -> 2 - 1 = 1 of 2
    answer: async (page) => {
      await page.getByTestId('option-A').click();
      await page.getByTestId('option-B').focus();
      await page.keyboard.press('Space');
      await page.getByTestId('option-C').click();
    },
    expected: { score: 1, max: 2 },
  },
  {
    slug: 'listening-multiple-choice-single',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await page.locator('input[name="content.question"]').fill('What is the lecture about?');
      await fillOptions(page, ['Rivers', 'Volcanoes', 'Urban heat', 'Deserts'], [2]);
    },
    answer: async (page) => {
      await page.getByTestId('option-C').click();
    },
    expected: { score: 1, max: 1 },
  },
  {
    slug: 'listening-multiple-choice-multiple',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await page.locator('input[name="content.question"]').fill('Which causes does the speaker name?');
      await fillOptions(page, ['Asphalt', 'Tall buildings', 'Rainfall', 'Snow'], [0, 1]);
    },
    answer: async (page) => {
      await page.getByTestId('option-A').focus();
      await page.keyboard.press('Space');
    },
    expected: { score: 1, max: 2 },
  },
  {
    slug: 'highlight-correct-summary',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await fillOptions(
        page,
        ['Cities are warmer because their materials store heat and release it at night.', 'Cities are cooler than the countryside.', 'Rain makes cities warmer.'],
        [0],
      );
    },
    answer: async (page) => {
      await page.getByTestId('option-A').click();
    },
    expected: { score: 1, max: 1 },
  },
  {
    slug: 'select-missing-word',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await fillOptions(page, ['at dawn', 'at noon', 'in spring', 'after sunset'], [3]);
    },
    answer: async (page) => {
      await page.getByTestId('option-B').click();
    },
    expected: { score: 0, max: 1 },
  },
  {
    slug: 'listening-fill-in-the-blanks',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await page.locator('[name="content.transcript"]').fill('The {{1}} rises over the {{2}} every morning.');
      await page.getByTestId('answers-1').fill('sun');
      await page.getByTestId('answers-2').fill('sea');
    },
    answer: async (page) => {
      await page.getByTestId('gap-1').click();
      await page.keyboard.type('Sun');
      await page.keyboard.press('Tab');
      await page.keyboard.type('see');
    },
    expected: { score: 1, max: 2 },
  },
  {
    slug: 'highlight-incorrect-words',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await page.locator('[name="content.transcript"]').fill('The quick brown fox jumps over the lazy dog');
      const editor = page.getByTestId('editor-highlight-incorrect-words');
      await editor.getByTestId('word-2').click();
      await editor.getByTestId('word-7').click();
      await editor.locator('input[name="key.spoken.0"]').fill('red');
      await editor.locator('input[name="key.spoken.1"]').fill('sleepy');
    },
    // brown and lazy (right) plus The (wrong) -> 2 - 1 = 1 of 2
    answer: async (page) => {
      const player = page.getByTestId('player-highlight-incorrect-words');
      await player.getByTestId('word-2').click();
      await player.getByTestId('word-7').focus();
      await page.keyboard.press('Enter');
      await player.getByTestId('word-0').click();
    },
    expected: { score: 1, max: 2 },
  },
  {
    slug: 'reading-fill-in-the-blanks',
    section: 'reading',
    author: async (page) => {
      await typePassage(page, 'content.segments', 'The {{1}} rises over the {{2}} every {{3}}.');
      await expect(page.getByTestId('passage-words')).toContainText('8');
      const words = ['sun', 'sea', 'morning', 'moon', 'river'];
      for (let j = 0; j < words.length; j++) {
        await page.getByTestId('add-word').click();
        await page.locator(`input[name="content.bank.${j}.text"]`).fill(words[j]!);
      }
      await page.getByTestId('correct-0').selectOption({ label: 'sun' });
      await page.getByTestId('correct-1').selectOption({ label: 'sea' });
      await page.getByTestId('correct-2').selectOption({ label: 'morning' });
    },
    // sun by keyboard (right), morning by clicks (right), river dragged into gap 2 (wrong) -> 2 of 3
    answer: async (page) => {
      await bankWord(page, 'sun').focus();
      await page.keyboard.press('Enter');
      await expect(bankWord(page, 'sun')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('gap-0').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('gap-0')).toHaveText('sun');
      await expect(bankWord(page, 'sun')).toHaveCount(0);

      await bankWord(page, 'morning').click();
      await expect(bankWord(page, 'morning')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('gap-2').click();
      await expect(page.getByTestId('gap-2')).toHaveText('morning');

      // last: dnd-kit swallows the click that follows a drop for 50 ms
      await drag(page, bankWord(page, 'river'), page.getByTestId('gap-1'));
      await expect(page.getByTestId('gap-1')).toHaveText('river');
      await expect(page.getByTestId('word-bank').getByRole('button')).toHaveCount(2); // sea and moon are left
    },
    expected: { score: 2, max: 3 },
  },
  {
    slug: 'reading-writing-fill-in-the-blanks',
    section: 'reading',
    author: async (page) => {
      await typePassage(page, 'content.segments', 'Cities are {{1}} than the countryside because asphalt {{2}} the heat of the day.');
      const options = [
        ['warmer', 'colder', 'wetter', 'darker'],
        ['absorbs', 'reflects', 'ignores', 'cools'],
      ];
      for (let g = 0; g < options.length; g++) {
        const gap = page.getByTestId(`gap-editor-${g}`);
        for (let j = 0; j < options[g]!.length; j++) await gap.locator(`input[name="content.gaps.${g}.options.${j}.text"]`).fill(options[g]![j]!);
        await gap.getByTestId(`correct-${g}-0`).check();
      }
    },
    // gap 1 with the mouse's select (right), gap 2 with the arrow keys (reflects: wrong) -> 1 of 2
    answer: async (page) => {
      await page.getByTestId('gap-0').selectOption({ label: 'warmer' });
      const second = page.getByTestId('gap-1');
      await second.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(second.locator('option:checked')).toHaveText('reflects');
      await expect(page.getByTestId('gap-0').locator('option:checked')).toHaveText('warmer');
    },
    expected: { score: 1, max: 2 },
  },
  {
    slug: 'write-from-dictation',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await page.locator('textarea[name="key.sentence"]').fill('Students must submit their assignments before the deadline.');
      await expect(page.getByTestId('sentence-words')).toContainText('8');
    },
    // "their", "assignments" and "the" are missed; the rest is matched as a bag of words -> 5 of 8 (docs/pte-rules.md §3.7)
    answer: async (page) => {
      await page.locator('textarea[name="response"]').click();
      await page.keyboard.type('students must submit there assignment before deadline');
    },
    expected: { score: 5, max: 8 },
    checkResult: async (page) => {
      await expect(page.getByTestId('review-sentence')).toHaveText('Students must submit their assignments before the deadline.');
      const words = page.getByTestId('review-parts').locator('[data-testid^="review-word-"]');
      await expect(words).toHaveCount(8);
      expect(await words.evaluateAll((els) => els.map((e) => e.getAttribute('data-correct')))).toEqual(['true', 'true', 'true', 'false', 'false', 'true', 'false', 'true']);
      await expect(page.getByTestId('review-score')).toHaveText('Total: 5 / 8');
    },
  },
  {
    slug: 'summarize-spoken-text',
    section: 'listening',
    author: async (page) => {
      await uploadAudio(page);
      await page.locator('textarea[name="key.modelAnswer"]').fill('Cities store the heat of the day in asphalt and concrete and release it at night.');
      await page.locator('textarea[name="key.keyPoints"]').fill('materials store heat\nrelease after sunset');
    },
    // form (45 words -> 1 of 2) and spelling (the server's spelling assessor finds "especialy": 1 misspelling -> 1 of 2)
    // are automatic; content, grammar and vocabulary wait for a trainer, so the score so far is 2 of 10, marked partial
    answer: async (page) => {
      await page.locator('textarea[name="response"]').click();
      await page.keyboard.type(SUMMARY_45);
    },
    expected: { score: 2, max: 10 },
    checkResult: async (page) => {
      const panel = page.getByTestId('score-panel');
      await expect(panel).toContainText('Part of this answer is scored by a trainer');
      await expect(panel.getByTestId('score')).toHaveText('Score 2 of 10');
      await expect(panel.locator('[data-testid="trait"][data-key="form"]')).toContainText('1 / 2');
      await expect(panel.locator('[data-testid="trait"][data-key="spelling"]')).toContainText('1 / 2');
      for (const key of ['content', 'grammar', 'vocabulary']) await expect(panel.locator(`[data-testid="trait"][data-key="${key}"]`)).toContainText('Waiting for a trainer');

      await expect(page.getByTestId('review-score')).toHaveText('Total: 2 / 10');
      await expect(page.getByTestId('trait-review')).toContainText('Some traits wait for a trainer or an assessor: this score is partial.');
      await expect(reviewTrait(page, 'form')).toContainText('1 / 2');
      await expect(reviewTrait(page, 'spelling')).toContainText('1 / 2');
      for (const key of ['content', 'grammar', 'vocabulary']) {
        await expect(reviewTrait(page, key)).toHaveAttribute('data-pending', 'true');
        await expect(reviewTrait(page, key)).toContainText('Waiting for a trainer');
      }
      const measures = page.getByTestId('review-measures');
      await expect(measures.locator('[data-measure="words"]')).toHaveText('45');
      await expect(measures.locator('[data-measure="misspellings"]')).toHaveText('1');
    },
  },
];

/** Types whose UI cannot be driven yet, with the reason; remove an entry once its cause is fixed. */
const BLOCKED: Record<string, string> = {
};

let teacher: Page;
let student: Page;

async function signedIn(browser: Browser, email: string, portal: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => console.log(`[${email}] pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.log(`[${email}] console: ${m.text()}`));
  await signIn(page, 'alpha', email);
  await expect(page).toHaveURL(`${ALPHA}${portal}`);
  return page;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  teacher = await signedIn(browser, 'teacher@alpha.test', '/teacher/portal');
  student = await signedIn(browser, 'student@alpha.test', '/student/portal');
});

test.afterAll(async () => {
  await teacher?.context().close();
  await student?.context().close();
});

for (const c of CASES) {
  test(`${c.slug}: a teacher authors it, a student practises it and gets ${c.expected.score} of ${c.expected.max}`, async () => {
    test.fixme(c.slug in BLOCKED, BLOCKED[c.slug]);
    test.setTimeout(90_000);
    const title = `E2E ${c.slug} ${stamp}`;

    // the teacher: create with the type's Editor
    await teacher.goto(`${ALPHA}/teacher/question-creation/pte-question/create?type=${c.slug}&section=${c.section}`);
    await expect(teacher.locator(`select[name="type"]`)).toHaveValue(c.slug);
    await teacher.locator('input[name="title"]').fill(title);
    await teacher.locator('select[name="frequency"]').selectOption('HIGH');
    await expect(teacher.getByTestId(`editor-${c.slug}`)).toBeVisible();
    await c.author(teacher);
    await teacher.getByTestId('save-question').click();
    await expect(teacher).toHaveURL(`${ALPHA}/teacher/question-creation/pte-question/${c.section}`);
    const row = teacher.getByTestId('question-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('row-status')).toHaveText('Active');

    // the student: find it in PTE practice, answer, submit, read the score
    await student.goto(`${ALPHA}/student/pte-practice/list`);
    await student.getByTestId('practice-type').filter({ has: student.locator(`[href$="/${c.slug}"]`) }).getByRole('link').click();
    await expect(student).toHaveURL(`${ALPHA}/student/pte-practice/list/${c.section}/${c.slug}`);
    await student.getByTestId('practice-row').filter({ hasText: title }).getByTestId('practise').click();
    await expect(student.getByTestId('exam-player')).toBeVisible();
    await expect(student.getByTestId('item-position')).toHaveText(/^Item 1 of \d+$/);
    await expect(student.getByTestId(`player-${c.slug}`)).toBeVisible();
    await c.answer(student);
    await student.getByTestId('submit-answer').click();
    const score = student.getByTestId('score');
    await expect(score).toHaveAttribute('data-score', String(c.expected.score));
    await expect(score).toHaveAttribute('data-max', String(c.expected.max));
    await expect(student.getByTestId('practice-result')).toBeVisible();
    await expect(student.getByTestId('redo')).toBeVisible();
    await c.checkResult?.(student);
  });
}
