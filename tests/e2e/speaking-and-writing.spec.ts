// Issue 4, end to end: Chromium's fake microphone plays the committed tests/fixtures/speech.wav (a sentence, 1 s of
// silence, a second sentence; looped). A student records a Read Aloud answer and writes an essay in PTE practice; a
// trainer finds both among the answers awaiting evaluation, hears the recording, sets every human trait and writes
// feedback; the student's result pages then show each trait with its maximum, the measured aids and the feedback.
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { origin, signIn } from './helpers';

const ALPHA = origin('alpha');
const SPEECH_WAV = path.resolve(import.meta.dirname, '..', 'fixtures', 'speech.wav');

test.use({
  launchOptions: {
    executablePath: config.use?.launchOptions?.executablePath ?? '/usr/bin/chromium',
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${SPEECH_WAV}`],
  },
});

/** Seeded items of alpha's bank (question-types/read-aloud/fixtures.ts, question-types/write-essay/fixtures.ts). */
const READ_ALOUD_TITLE = 'Renewable energy storage';
/** its text has 45 words: content 0-45, pronunciation 0-5, oral fluency 0-5 -> max 55 (docs/pte-rules.md §3.10) */
const READ_ALOUD_WORDS = 45;
const ESSAY_TITLE = 'Free university education';

/**
 * 222 words in four paragraphs (200-300: form 2 of 2) with one misspelling, "backround" (spelling 1 of 2); every
 * other word is in the American or British dictionary. The last sentence is typed key by key.
 */
const ESSAY_BODY = [
  'Whether university education should be free is one of the most debated questions in public policy today. Supporters of free tuition argue that access to higher learning should depend on talent and effort rather than on the wealth of a family. Critics reply that someone has to pay for lecturers, libraries and laboratories, and that it is fairer for graduates to contribute than for every taxpayer to do so.',
  'In my opinion, the first group makes the stronger case, although the second raises a real concern. When students leave university with heavy debts, many of them avoid careers that are valuable to society but poorly paid, such as teaching, nursing or research. Others never apply at all, because the risk seems too great for families with modest incomes. A country that loses these people wastes much of its potential.',
  'At the same time, public money is limited, and a system with no contribution at all may lead to fewer places and larger classes. A sensible compromise is to fund tuition from general taxation while asking graduates who earn high salaries to repay a modest share through the tax system.',
  '',
].join('\n\n');
const ESSAY_LAST =
  'In conclusion, education is an investment in the whole of society, and its cost should be shared in a way that keeps the door open for every capable student, regardless of their backround.';
const ESSAY_WORDS = 222;

/** What the trainer gives (every human trait), and what the totals must then be. */
const READ_ALOUD_SCORES = { content: 40, pronunciation: 3, oralFluency: 4 };
const READ_ALOUD_MAX = { content: READ_ALOUD_WORDS, pronunciation: 5, oralFluency: 5 };
const ESSAY_SCORES = { content: 2, development: 2, grammar: 1, linguisticRange: 2, vocabularyRange: 1 };
/** computed by the type: form from the word count, spelling from the one misspelling */
const ESSAY_COMPUTED = { form: 2, spelling: 1 };
const ESSAY_MAX = { content: 3, form: 2, development: 2, grammar: 2, linguisticRange: 2, vocabularyRange: 2, spelling: 2 };
const READ_ALOUD_FEEDBACK = 'Clear reading. Keep a steady pace through the longer sentence and stress "pumped hydro" more.';
const ESSAY_FEEDBACK = 'A well organised argument. Check the spelling of "background" and vary your linking words.';

const sum = (o: Record<string, number>) => Object.values(o).reduce((n, v) => n + v, 0);

/** "8.3 s" -> 8.3 (the measures list writes seconds with one decimal, en-GB). */
const seconds = async (l: Locator) => {
  const m = /^([\d.]+) s$/.exec((await l.innerText()).trim());
  if (!m) throw new Error(`not seconds: ${await l.innerText()}`);
  return Number(m[1]);
};

let student: Page;
let teacher: Page;
const attempts = { readAloud: 0, essay: 0 };

async function signedIn(browser: Browser, email: string, portal: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => console.log(`[${email}] pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.log(`[${email}] console: ${m.text()}`));
  await signIn(page, 'alpha', email);
  await expect(page).toHaveURL(`${ALPHA}${portal}`);
  return page;
}

/** Opens a seeded item from the type's practice list, as a student finds it. */
async function openPractice(page: Page, section: string, slug: string, title: string) {
  await page.goto(`${ALPHA}/student/pte-practice/list/${section}/${slug}`);
  await page.getByTestId('practice-row').filter({ hasText: title }).getByTestId('practise').click();
  await expect(page.getByTestId('exam-player')).toBeVisible();
  await expect(page.getByTestId(`player-${slug}`)).toBeVisible();
}

/** The attempt id from the practice result's "full result" link. */
async function attemptIdOf(page: Page): Promise<number> {
  const href = await page.getByTestId('full-result').getAttribute('href');
  const m = /\/student\/pte-practice\/result\/(\d+)$/.exec(href ?? '');
  if (!m) throw new Error(`no result link: ${href}`);
  return Number(m[1]);
}

/** A trait row of a score summary (evaluation page, result page). */
const summaryTrait = (scope: Locator, key: string) => scope.locator(`[data-testid="trait"][data-key="${key}"]`);

/** Sets one trait in the trainer's form: segmented radios up to 10 points, a number field above. */
async function setTrait(form: Locator, key: string, value: number) {
  const field = form.locator(`[data-testid="trait-field"][data-key="${key}"]`);
  const number = field.locator(`input[type="number"][name="trait-${key}"]`);
  if ((await number.count()) > 0) {
    await number.fill(String(value));
  } else {
    // the radios are visually hidden inside their segment labels: click the segment, as a person does
    await field.locator('label').filter({ hasText: new RegExp(`^${value}$`) }).click();
    await expect(field.getByRole('radio', { name: String(value), exact: true })).toBeChecked();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  student = await signedIn(browser, 'student@alpha.test', '/student/portal');
  teacher = await signedIn(browser, 'teacher@alpha.test', '/teacher/portal');
});

test.afterAll(async () => {
  await student?.context().close();
  await teacher?.context().close();
});

test('a student records a Read Aloud answer with the microphone; every trait waits for a trainer', async () => {
  test.setTimeout(90_000);
  await openPractice(student, 'speaking', 'read-aloud', READ_ALOUD_TITLE);
  await expect(student.getByTestId('prompt-text')).toContainText('As wind and solar power provide a growing share of electricity');

  // the fake microphone is granted at once: the preparation countdown runs; practice may skip it
  const recorder = student.getByTestId('recorder');
  await expect(recorder).toHaveAttribute('data-state', 'preparing');
  await expect(student.getByTestId('recorder-status')).toHaveText(/^Preparing \d+ s$/);
  await student.getByTestId('recorder-skip').click();
  await expect(recorder).toHaveAttribute('data-state', 'recording');
  await expect(student.getByTestId('recorder-status')).toHaveText('Recording');
  // the level meter hears the WAV's speech
  await expect(student.getByTestId('recorder-level')).toHaveAttribute('data-voiced', 'true');

  // the WAV loops every 6.4 s: 8 s of recording hold its 1 s pause whole
  await expect
    .poll(async () => Number(await student.getByTestId('recorder-progress').getAttribute('aria-valuenow')), { timeout: 20_000, message: 'recording reaches 8 s of 40' })
    .toBeGreaterThanOrEqual(20);
  await expect(student.getByTestId('recorder-elapsed')).toHaveText(/^00:(0[89]|1\d) of 00:40$/);
  await student.getByTestId('recorder-stop').click();
  await expect(recorder).toHaveAttribute('data-state', 'completed');
  await expect(student.getByTestId('recorder-measures')).toHaveText(/^Speaking time \d+\.\d s · first speech after \d+\.\d s · pauses: [1-9]\d*$/);
  await expect(student.getByTestId('recorder-upload')).toHaveText('Your recording is saved.', { timeout: 15_000 });
  await expect(student.getByTestId('recorder-listen')).toBeVisible();
  await expect(student.getByTestId('recorder-retry')).toBeVisible();

  await student.getByTestId('submit-answer').click();
  const score = student.getByTestId('score');
  await expect(score).toHaveAttribute('data-score', '0');
  await expect(score).toHaveAttribute('data-max', String(sum(READ_ALOUD_MAX)));
  const panel = student.getByTestId('score-panel');
  await expect(panel).toContainText('Part of this answer is scored by a trainer');
  for (const key of Object.keys(READ_ALOUD_SCORES)) await expect(summaryTrait(panel, key)).toContainText('Waiting for a trainer');
  await expect(student.getByTestId('review-measures').locator('[data-measure="promptWords"]')).toHaveText(String(READ_ALOUD_WORDS));
  attempts.readAloud = await attemptIdOf(student);
});

test('a student writes an essay: form 2 of 2 and the one misspelling are measured at once', async () => {
  test.setTimeout(60_000);
  await openPractice(student, 'writing', 'write-essay', ESSAY_TITLE);
  const box = student.locator('textarea[name="response"]');
  await box.fill(ESSAY_BODY);
  await box.press('Control+End');
  await student.keyboard.type(ESSAY_LAST);
  await expect(student.getByTestId('word-counter')).toContainText(`${ESSAY_WORDS} words`);

  await student.getByTestId('submit-answer').click();
  const score = student.getByTestId('score');
  await expect(score).toHaveAttribute('data-score', String(sum(ESSAY_COMPUTED)));
  await expect(score).toHaveAttribute('data-max', String(sum(ESSAY_MAX)));
  const panel = student.getByTestId('score-panel');
  await expect(summaryTrait(panel, 'form')).toContainText(`${ESSAY_COMPUTED.form} / ${ESSAY_MAX.form}`);
  await expect(summaryTrait(panel, 'spelling')).toContainText(`${ESSAY_COMPUTED.spelling} / ${ESSAY_MAX.spelling}`);
  for (const key of Object.keys(ESSAY_SCORES)) await expect(summaryTrait(panel, key)).toContainText('Waiting for a trainer');
  const measures = student.getByTestId('review-measures');
  await expect(measures.locator('[data-measure="words"]')).toHaveText(String(ESSAY_WORDS));
  await expect(measures.locator('[data-measure="misspellings"]')).toHaveText('1');
  attempts.essay = await attemptIdOf(student);
});

test('a trainer hears the recording, scores both answers and writes feedback', async () => {
  test.setTimeout(90_000);
  expect(attempts.readAloud).toBeGreaterThan(0);
  expect(attempts.essay).toBeGreaterThan(0);
  const list = `${ALPHA}/teacher/pending-evaluation/manual/practice-test`;
  await teacher.goto(list);
  const rowOf = (id: number) => teacher.locator(`[data-testid="evaluation-row"][data-id="${id}"]`);
  for (const [id, title, max] of [
    [attempts.readAloud, READ_ALOUD_TITLE, sum(READ_ALOUD_MAX)],
    [attempts.essay, ESSAY_TITLE, sum(ESSAY_MAX)],
  ] as const) {
    await expect(rowOf(id)).toHaveAttribute('data-status', 'pending');
    await expect(rowOf(id)).toContainText(title);
    await expect(rowOf(id)).toContainText('Arif Hasan');
    await expect(rowOf(id)).toContainText(`/ ${max}`);
  }

  // Read Aloud: the recording, fetched with the token, plays in the page
  const recordingFetched = teacher.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/files/recordings/'));
  await rowOf(attempts.readAloud).getByTestId('open-evaluation').click();
  const recording = await recordingFetched;
  expect(recording.status()).toBe(200);
  expect(recording.headers()['content-type']).toMatch(/^audio\/webm/);
  expect(Number(recording.headers()['content-length'])).toBeGreaterThan(5_000);
  await expect(teacher).toHaveURL(`${list}/evaluation/${attempts.readAloud}`);
  const page = teacher.getByTestId('evaluation-page');
  await expect(page).toHaveAttribute('data-status', 'pending');
  await expect(teacher.getByTestId('prompt-view')).toContainText('As wind and solar power');
  const audio = teacher.getByTestId('answer-recording');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await audio.evaluate((el: HTMLAudioElement) => el.play());
  await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.currentTime), { message: 'the recording plays' }).toBeGreaterThan(0.5);
  await audio.evaluate((el: HTMLAudioElement) => el.pause());
  // the audio assessor measured the recording itself
  const measures = teacher.getByTestId('measures');
  const duration = await seconds(measures.locator('[data-measure="durationSec"]'));
  expect(duration).toBeGreaterThanOrEqual(7.5);
  expect(duration).toBeLessThan(15);
  expect(Number(await measures.locator('[data-measure="pauseCount"]').innerText())).toBeGreaterThanOrEqual(1);
  expect(await seconds(measures.locator('[data-measure="longestPauseSec"]'))).toBeGreaterThanOrEqual(0.8);
  await expect(summaryTrait(teacher.getByTestId('score-summary'), 'content')).toHaveAttribute('data-pending', 'true');

  let form = teacher.getByTestId('trait-form');
  await expect(form.locator('[data-testid="trait-field"]')).toHaveCount(3);
  for (const [key, value] of Object.entries(READ_ALOUD_SCORES)) await setTrait(form, key, value);
  await form.locator('textarea[name="feedback"]').fill(READ_ALOUD_FEEDBACK);
  await teacher.getByTestId('save-evaluation').click();
  await expect(teacher.getByTestId('toasts')).toContainText(`Evaluation saved. Score ${sum(READ_ALOUD_SCORES)} of ${sum(READ_ALOUD_MAX)}.`);
  let score = teacher.getByTestId('score-summary').getByTestId('score');
  await expect(score).toHaveAttribute('data-score', String(sum(READ_ALOUD_SCORES)));
  await expect(score).toHaveAttribute('data-max', String(sum(READ_ALOUD_MAX)));
  await expect(page).toHaveAttribute('data-status', 'evaluated');
  for (const [key, value] of Object.entries(READ_ALOUD_SCORES)) {
    await expect(summaryTrait(teacher.getByTestId('score-summary'), key)).toContainText(`${value} of ${READ_ALOUD_MAX[key as keyof typeof READ_ALOUD_MAX]}`);
  }

  // the essay: the written text beside the model answer; form and spelling are the type's, the rest the trainer's
  await teacher.getByTestId('back-to-list').click();
  await expect(teacher).toHaveURL(list);
  await expect(rowOf(attempts.readAloud)).toHaveCount(0); // evaluated: no longer pending
  await rowOf(attempts.essay).getByTestId('open-evaluation').click();
  await expect(teacher).toHaveURL(`${list}/evaluation/${attempts.essay}`);
  await expect(teacher.getByTestId('answer-text')).toContainText('regardless of their backround.');
  await expect(teacher.getByTestId('model-answer')).toContainText('income-contingent system');
  await expect(teacher.getByTestId('measures').locator('[data-measure="words"]')).toHaveText(String(ESSAY_WORDS));
  await expect(teacher.getByTestId('measures').locator('[data-measure="misspelledWords"]')).toHaveText('backround');
  form = teacher.getByTestId('trait-form');
  await expect(form.locator('[data-testid="trait-field"]')).toHaveCount(Object.keys(ESSAY_SCORES).length);
  for (const key of Object.keys(ESSAY_COMPUTED)) await expect(form.locator(`[data-testid="trait-field"][data-key="${key}"]`)).toHaveCount(0);
  for (const [key, value] of Object.entries(ESSAY_SCORES)) await setTrait(form, key, value);
  await form.locator('textarea[name="feedback"]').fill(ESSAY_FEEDBACK);
  await teacher.getByTestId('save-evaluation').click();
  const essayTotal = sum(ESSAY_SCORES) + sum(ESSAY_COMPUTED);
  await expect(teacher.getByTestId('toasts')).toContainText(`Evaluation saved. Score ${essayTotal} of ${sum(ESSAY_MAX)}.`);
  score = teacher.getByTestId('score-summary').getByTestId('score');
  await expect(score).toHaveAttribute('data-score', String(essayTotal));
  await expect(score).toHaveAttribute('data-max', String(sum(ESSAY_MAX)));
  await expect(teacher.getByTestId('evaluation-page')).toHaveAttribute('data-status', 'evaluated');
});

test('the student sees each trait with its maximum, the measured aids and the feedback', async () => {
  // Read Aloud
  await student.goto(`${ALPHA}/student/pte-practice/result/${attempts.readAloud}`);
  let page = student.getByTestId('practice-result-page');
  await expect(page).toHaveAttribute('data-status', 'evaluated');
  let summary = page.getByTestId('score-summary');
  await expect(summary.getByTestId('score')).toHaveText(`Score ${sum(READ_ALOUD_SCORES)} of ${sum(READ_ALOUD_MAX)}`);
  await expect(summary.locator('[data-testid="trait"][data-pending="true"]')).toHaveCount(0);
  for (const [key, value] of Object.entries(READ_ALOUD_SCORES)) {
    await expect(summaryTrait(summary, key)).toContainText(`${value} of ${READ_ALOUD_MAX[key as keyof typeof READ_ALOUD_MAX]}`);
  }
  await expect(page.getByTestId('trainer-feedback')).toContainText(READ_ALOUD_FEEDBACK);
  let measures = page.getByTestId('measures');
  const speaking = await seconds(measures.locator('[data-measure="speakingSec"]'));
  const duration = await seconds(measures.locator('[data-measure="durationSec"]'));
  expect(speaking).toBeGreaterThan(3);
  expect(speaking).toBeLessThan(duration);
  expect(Number(await measures.locator('[data-measure="pauseCount"]').innerText())).toBeGreaterThanOrEqual(1);
  await expect(measures.locator('[data-measure="firstSpeechSec"]')).toHaveText(/^\d+(\.\d)? s$/);
  await expect(measures.locator('[data-measure="promptWords"]')).toHaveText(String(READ_ALOUD_WORDS));
  await expect(page.getByTestId('trait-review')).toContainText(`Total: ${sum(READ_ALOUD_SCORES)} / ${sum(READ_ALOUD_MAX)}`);

  // the essay
  await student.goto(`${ALPHA}/student/pte-practice/result/${attempts.essay}`);
  page = student.getByTestId('practice-result-page');
  await expect(page).toHaveAttribute('data-status', 'evaluated');
  summary = page.getByTestId('score-summary');
  const essayTotal = sum(ESSAY_SCORES) + sum(ESSAY_COMPUTED);
  await expect(summary.getByTestId('score')).toHaveText(`Score ${essayTotal} of ${sum(ESSAY_MAX)}`);
  const given: Record<string, number> = { ...ESSAY_SCORES, ...ESSAY_COMPUTED };
  await expect(summary.getByTestId('trait')).toHaveCount(Object.keys(ESSAY_MAX).length);
  for (const [key, max] of Object.entries(ESSAY_MAX)) await expect(summaryTrait(summary, key)).toContainText(`${given[key]} of ${max}`);
  await expect(page.getByTestId('trainer-feedback')).toContainText(ESSAY_FEEDBACK);
  measures = page.getByTestId('measures');
  await expect(measures.locator('[data-measure="words"]')).toHaveText(String(ESSAY_WORDS));
  await expect(measures.locator('[data-measure="paragraphs"]')).toHaveText('4');
  await expect(measures.locator('[data-measure="misspellings"]')).toHaveText('1');
  await expect(measures.locator('[data-measure="misspelledWords"]')).toHaveText('backround');
  await expect(page.getByTestId('model-answer')).toContainText('income-contingent system');
});
