// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@kernel/testing/render-at';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import type { OcPart } from '../../api/student';
import { studentTexts } from '../../locales/student-texts';
import { ChapterParts } from './chapter-parts';

const part = (id: number, kind: OcPart['kind'], extra: Partial<OcPart> = {}): OcPart => ({
  id, kind, title: `Part ${id}`, position: id, is_completed: false, bookmarked: false, video_url: null, position_sec: null, duration_sec: null,
  paragraphs: [], material: null, quiz: null, question_ids: [], ...extra,
});

const parts = [
  part(1, 'text', { paragraphs: ['<b>plain</b> words', 'Second'] }),
  part(2, 'quiz', { quiz: { quiz_set_id: 5, title: 'Check', no_of_questions: 4, min_percent: 60, best_sheet_id: 31, best_percent: 40, passed: false, open_sheet_id: null } }),
  part(3, 'text', { paragraphs: ['After'] }),
];

describe('ChapterParts', () => {
  beforeAll(() => initTestI18n({ 'online-class': studentTexts.en }));
  afterEach(cleanup);

  it('shows text as plain paragraphs and marks the part through the host', () => {
    const onComplete = vi.fn();
    renderAt('/', [['/', <ChapterParts parts={parts} index={0} completedIds={[]} isReachable={(i) => i === 0} onSelect={() => {}} onComplete={onComplete} />]]);
    expect(screen.getByTestId('part-text').textContent).toContain('<b>plain</b> words');
    expect(screen.getByTestId('part-text').querySelector('b')).toBeNull();
    const steps = screen.getAllByTestId('part-step');
    expect(steps.map((s) => (s as HTMLButtonElement).disabled)).toEqual([false, true, true]);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    fireEvent.click(screen.getByTestId('mark-complete'));
    expect(onComplete).toHaveBeenCalledWith(parts[0]);
  });

  it('a quiz below its pass mark says so and links to the quiz and its result', () => {
    renderAt('/', [['/', <ChapterParts parts={parts} index={1} completedIds={[1]} quizTo={(p) => `/quiz/${p.quiz!.quiz_set_id}`} resultTo={(_, id) => `/result/${id}`} />]]);
    expect(screen.getByTestId('part-quiz').getAttribute('data-state')).toBe('failed');
    expect(screen.getByTestId('start-quiz').getAttribute('href')).toBe('/quiz/5');
    expect(screen.getByTestId('quiz-result-link').getAttribute('href')).toBe('/result/31');
    expect(screen.getAllByTestId('part-step')[0]!.getAttribute('data-done')).toBe('true');
  });

  it('the preview records nothing and links nowhere', () => {
    renderAt('/', [['/', <ChapterParts parts={parts} index={1} completedIds={[]} preview quizTo={() => '/quiz'} />]]);
    expect(screen.queryByTestId('start-quiz')).toBeNull();
    expect(screen.queryByTestId('mark-complete')).toBeNull();
  });
});
