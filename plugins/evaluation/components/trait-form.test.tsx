// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type * as HttpModuleNs from '@kernel/http/client';
import type { Evaluation } from '../api/evaluation-api';
import { pageTexts } from '../locales/texts';
import { TraitForm } from './trait-form';

type HttpModule = typeof HttpModuleNs;

// A fake http layer with the server's answers (server/modules/evaluation): a 422 on traits.<key>, or the evaluation.
const fake = vi.hoisted(() => ({ posts: [] as Array<[string, unknown]>, answer: null as null | ((body: unknown) => unknown) }));
vi.mock('@kernel/http/client', async (importOriginal) => {
  const real = await importOriginal<HttpModule>();
  const post = async (path: string, body: unknown) => {
    fake.posts.push([path, body]);
    return fake.answer!(body);
  };
  return { ...real, http: { ...real.http, post } };
});

const { HttpError } = await import('@kernel/http/client');

function evaluation(over: Partial<Evaluation> = {}): Evaluation {
  return {
    id: 9,
    attempt_id: 9,
    status: 'pending',
    created_at: '2026-01-02T10:00:00Z',
    evaluated_at: null,
    evaluated_by: null,
    feedback: null,
    student: { id: 3, first_name: 'Rina', last_name: 'Das', email: 'rina@example.com' },
    question: { id: 4, title: 'Read this', question_type: { id: 1, slug: 'read-aloud', name: 'Read Aloud', group: 'speaking', section: 'SPEAKING' }, content: { text: 'Hello world' }, key: {} },
    traits: [
      { key: 'content', label: 'Content (words read correctly)', max: 40, human: false, skills: ['speaking'] },
      { key: 'pronunciation', label: 'Pronunciation', max: 5, human: true, skills: ['speaking'], rubric: ['Non-English', 'Intrusive', 'Intermediate', 'Good', 'Advanced', 'Native-like'] },
      { key: 'oralFluency', label: 'Oral fluency', max: 5, human: true, skills: ['speaking'] },
    ],
    response: { recording: '/files/recordings/a.webm' },
    recording: '/files/recordings/a.webm',
    result: { score: 0, max: 50, needsHuman: true, parts: [], measures: {}, traits: [{ key: 'content', score: 0, max: 40, pending: true }, { key: 'pronunciation', score: 0, max: 5, pending: true }, { key: 'oralFluency', score: 0, max: 5, pending: true }] },
    evidence: { assessor: {}, trainer: null, combined: null },
    ...over,
  };
}

function renderForm(e = evaluation()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TraitForm evaluation={e} />
    </QueryClientProvider>,
  );
}

const field = (key: string) => screen.getAllByTestId('trait-field').find((f) => f.getAttribute('data-key') === key)!;

describe('the trait form', () => {
  beforeAll(() => initTestI18n({ evaluation: pageTexts.en }));
  beforeEach(() => {
    fake.posts.length = 0;
    fake.answer = null;
  });
  afterEach(cleanup);

  it('offers 0..max as segmented buttons with the rubric, and a number field for a long range', () => {
    renderForm();
    const radios = within(field('pronunciation')).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(within(field('pronunciation')).getByText('Advanced', { exact: false })).toBeTruthy();
    const content = within(field('content')).getByRole('spinbutton') as HTMLInputElement;
    expect(content.min).toBe('0');
    expect(content.max).toBe('40');
    expect(screen.getByLabelText('Transcript of the recording')).toBeTruthy();
  });

  it('refuses a score outside the range without calling the server', async () => {
    renderForm();
    fireEvent.change(within(field('content')).getByRole('spinbutton'), { target: { value: '41' } });
    fireEvent.click(screen.getByTestId('save-evaluation'));
    expect(await within(field('content')).findByTestId('trait-error')).toBeTruthy();
    expect(within(field('content')).getByTestId('trait-error').textContent).toBe('The score must be from 0 to 40.');
    expect(fake.posts).toEqual([]);
  });

  it('asks for at least one trait', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('save-evaluation'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Score at least one trait.');
    expect(fake.posts).toEqual([]);
  });

  it("maps the server's 422 on traits.<key> onto that trait", async () => {
    fake.answer = () => {
      throw new HttpError('http', 422, { success: false, message: 'x', errors: { 'traits.oralFluency': ['The Oral fluency score must be a whole number from 0 to 5.'] } }, ['x']);
    };
    renderForm();
    fireEvent.click(within(field('pronunciation')).getByRole('radio', { name: '4' }));
    fireEvent.click(within(field('oralFluency')).getByRole('radio', { name: '5' }));
    fireEvent.change(screen.getByLabelText('Feedback for the student'), { target: { value: 'Slow down.' } });
    fireEvent.click(screen.getByTestId('save-evaluation'));
    await waitFor(() => expect(within(field('oralFluency')).queryByTestId('trait-error')?.textContent).toBe('The Oral fluency score must be a whole number from 0 to 5.'));
    expect(fake.posts).toEqual([['evaluation/evaluate', { attempt_id: 9, traits: { pronunciation: 4, oralFluency: 5 }, feedback: 'Slow down.', transcript: null }]]);
    expect(within(field('pronunciation')).queryByTestId('trait-error')).toBeNull();
    expect(within(field('oralFluency')).getByRole('group').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves and starts from the earlier scores; no transcript for writing', async () => {
    const essay = evaluation({
      question: { id: 5, title: 'Essay', question_type: { id: 9, slug: 'write-essay', name: 'Write Essay', group: 'writing', section: 'WRITING' }, content: { prompt: 'Discuss.' }, key: { modelAnswer: 'M' } },
      traits: [{ key: 'grammar', label: 'Grammar', max: 2, human: true, skills: ['writing'] }],
      result: { score: 1, max: 2, needsHuman: false, parts: [], measures: {}, traits: [{ key: 'grammar', score: 1, max: 2 }] },
      evidence: { assessor: {}, trainer: { traits: { grammar: 1 } }, combined: null },
      feedback: 'Old',
    });
    fake.answer = (body) => ({ success: true, data: { ...essay, result: { ...essay.result, score: 2, traits: [{ key: 'grammar', score: 2, max: 2 }] }, feedback: (body as { feedback: string }).feedback } });
    renderForm(essay);
    expect((within(field('grammar')).getByRole('radio', { name: '1' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Transcript of the recording')).toBeNull();
    fireEvent.click(within(field('grammar')).getByRole('radio', { name: '2' }));
    fireEvent.click(screen.getByTestId('save-evaluation'));
    await waitFor(() => expect(fake.posts).toEqual([['evaluation/evaluate', { attempt_id: 9, traits: { grammar: 2 }, feedback: 'Old' }]]));
  });
});
