// Issue 3, end to end: for each complete question type a teacher authors an item through the UI with the type's
// Editor, then a student finds it in PTE practice, answers it with the Player (mouse and keyboard), submits, and
// sees the score the type's rules give.
import { expect, test, type Browser, type Page } from '@playwright/test';
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

const PASSAGE =
  'Cities are often warmer than the countryside around them. Asphalt and concrete absorb the heat of the day and release it slowly after sunset, so the difference is largest at night.';

interface Case {
  slug: string;
  section: 'reading' | 'listening';
  author(page: Page): Promise<void>;
  answer(page: Page): Promise<void>;
  expected: { score: number; max: number };
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
];

/**
 * Types whose UI cannot be driven yet, with the reason; remove an entry once its cause is fixed.
 * Not covered at all yet (no player/editor when this was written): reading-fill-in-the-blanks,
 * reading-writing-fill-in-the-blanks, write-from-dictation, summarize-spoken-text.
 */
const BLOCKED: Record<string, string> = {
  // kit/ui/rich-text-editor.tsx: under React StrictMode its sync effect calls editor.getHTML() on the editor
  // instance StrictMode destroyed (schema null) -> "Cannot read properties of null (reading 'cached')"
  'reading-multiple-choice-single': 'the passage editor (kit RichTextEditor) crashes under StrictMode',
  'reading-multiple-choice-multiple': 'the passage editor (kit RichTextEditor) crashes under StrictMode',
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
  });
}
