// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '@kernel/i18n/test-i18n';
import { pageTexts } from '../locales/texts';
import { newQuestion, type QuestionDraft } from '../lib/circular';
import { QuestionEditor } from './question-editor';

let latest: QuestionDraft[] = [];
function Host({ initial, errors = {} }: { initial: QuestionDraft[]; errors?: Record<string, string> }) {
  const [questions, setQuestions] = useState(initial);
  latest = questions;
  return <QuestionEditor questions={questions} errors={errors} onChange={setQuestions} />;
}

const texts = () => screen.getAllByRole('textbox').map((el) => (el as HTMLTextAreaElement).value);

describe('QuestionEditor', () => {
  beforeAll(() => initTestI18n({ jobs: pageTexts.en }));
  afterEach(cleanup);

  it('adds, edits, marks required and removes questions', () => {
    render(<Host initial={[]} />);
    expect(screen.getByText('No questions yet.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-question'));
    fireEvent.click(screen.getByTestId('add-question'));
    const boxes = screen.getAllByRole('textbox');
    fireEvent.change(boxes[0]!, { target: { value: 'Why PTE?' } });
    fireEvent.change(boxes[1]!, { target: { value: 'Your score?' } });
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    expect(latest.map((q) => [q.question, q.required])).toEqual([
      ['Why PTE?', false],
      ['Your score?', true],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(texts()).toEqual(['Your score?']);
  });

  it('reorders with the Move up / Move down buttons (the keyboard alternative to dragging)', () => {
    const a = newQuestion('A');
    const b = newQuestion('B');
    const c = newQuestion('C');
    render(<Host initial={[a, b, c]} />);
    fireEvent.click(screen.getByTestId(`move-up-${c.key}`));
    expect(texts()).toEqual(['A', 'C', 'B']);
    fireEvent.click(screen.getByTestId(`move-down-${a.key}`));
    expect(texts()).toEqual(['C', 'A', 'B']);
    // the first cannot go higher
    fireEvent.click(screen.getByTestId(`move-up-${c.key}`));
    expect(latest.map((q) => q.question)).toEqual(['C', 'A', 'B']);
  });

  it("shows a question's error at its field", () => {
    render(<Host initial={[newQuestion(''), newQuestion('Fine')]} errors={{ 'questions.0.question': 'Write the question, or remove it.' }} />);
    expect(screen.getAllByRole('textbox')[0]!.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Write the question, or remove it.')).toBeTruthy();
  });
});
