// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../src/kernel/i18n/test-i18n';
import type { ScoreResult } from '../define-question-type.ts';
import { ResponseTextArea, clearStoredResponse } from './response-text-area.tsx';
import { TraitReview } from './trait-review.tsx';
import { WordCounter, wordLimitState } from './word-counter.tsx';
import { WordHighlighter } from './word-highlighter.tsx';

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe('WordHighlighter', () => {
  const words = ['The', 'cat', 'sat', 'on', 'the', 'mat.'];
  function Harness({ disabled }: { disabled?: boolean }) {
    const [sel, setSel] = useState<number[]>([]);
    return <WordHighlighter words={words} selected={sel} disabled={disabled} label="Transcript" onToggle={(i) => setSel((s) => (s.includes(i) ? s.filter((x) => x !== i) : [...s, i]))} />;
  }

  it('renders each word as a toggle button with its index', () => {
    render(<Harness />);
    expect(screen.getAllByRole('button')).toHaveLength(6);
    expect(screen.getByTestId('word-5').textContent).toBe('mat.');
    expect(screen.getByTestId('word-0').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('group', { name: 'Transcript' })).toBeTruthy();
  });

  it('toggles by click and reports the selected count; same word twice is two positions', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('word-4'));
    expect(screen.getByTestId('word-4').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('word-0').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('1 word selected')).toBeTruthy();
    fireEvent.click(screen.getByTestId('word-4'));
    expect(screen.getByTestId('word-4').getAttribute('aria-pressed')).toBe('false');
  });

  it('is one tab stop; arrows, Home and End move focus', () => {
    render(<Harness />);
    const w = (i: number) => screen.getByTestId(`word-${i}`);
    expect(w(0).tabIndex).toBe(0);
    expect(w(1).tabIndex).toBe(-1);
    w(0).focus();
    fireEvent.keyDown(w(0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(w(1));
    expect(w(1).tabIndex).toBe(0);
    fireEvent.keyDown(w(1), { key: 'End' });
    expect(document.activeElement).toBe(w(5));
    fireEvent.keyDown(w(5), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(w(5));
    fireEvent.keyDown(w(5), { key: 'Home' });
    expect(document.activeElement).toBe(w(0));
  });

  it('disabled words do not toggle', () => {
    const onToggle = vi.fn();
    render(<WordHighlighter words={words} selected={[1]} onToggle={onToggle} disabled />);
    fireEvent.click(screen.getByTestId('word-2'));
    expect(onToggle).not.toHaveBeenCalled();
    expect((screen.getByTestId('word-1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows review marks', () => {
    render(<WordHighlighter words={words} selected={[1, 2]} onToggle={() => {}} disabled marks={{ 1: 'right', 2: 'wrong', 4: 'missed' }} />);
    expect(screen.getByTestId('word-1').dataset.mark).toBe('right');
    expect(screen.getByTestId('word-4').dataset.mark).toBe('missed');
  });
});

describe('WordCounter', () => {
  it('counts with the scoring rule and stays calm inside the limits', () => {
    render(<WordCounter text="well-known facts - & more" min={2} max={5} />);
    const c = screen.getByTestId('word-counter');
    expect(c.textContent).toContain('3 words');
    expect(c.textContent).toContain('(2–5 words)');
    expect(c.dataset.state).toBe('ok');
    expect(c.getAttribute('aria-live')).toBe('polite');
  });
  it('says too short or too long in text, not only in colour', () => {
    const { rerender } = render(<WordCounter text="one two" min={5} max={75} />);
    expect(screen.getByTestId('word-counter').dataset.state).toBe('tooFew');
    expect(screen.getByText('Too short: write at least 5 words.')).toBeTruthy();
    rerender(<WordCounter text={'w '.repeat(76)} min={5} max={75} />);
    expect(screen.getByText('Too long: write at most 75 words.')).toBeTruthy();
    rerender(<WordCounter text="" min={5} />);
    expect(screen.getByTestId('word-counter').dataset.state).toBe('ok');
    expect(screen.getByTestId('word-counter').textContent).toContain('0 words');
  });
  it('wordLimitState at the bounds', () => {
    expect([4, 5, 75, 76].map((n) => wordLimitState(n, 5, 75))).toEqual(['tooFew', 'ok', 'ok', 'tooMany']);
  });
});

describe('ResponseTextArea', () => {
  beforeEach(() => sessionStorage.clear());
  function Harness({ storageKey, initial = '' }: { storageKey?: string; initial?: string }) {
    const [v, setV] = useState(initial);
    return <ResponseTextArea name="response" label="Your summary" value={v} onChange={setV} min={50} max={70} storageKey={storageKey} />;
  }
  const area = () => document.querySelector('textarea[name="response"]') as HTMLTextAreaElement;

  it('is a labelled plain textarea with spell checking off and a live count', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Your summary')).toBe(area());
    expect(area().getAttribute('spellcheck')).toBe('false');
    fireEvent.change(area(), { target: { value: 'Three short words' } });
    expect(screen.getByTestId('word-counter').textContent).toContain('3 words');
    expect(area().getAttribute('aria-describedby')).toBe(screen.getByTestId('word-counter').id);
  });

  it('keeps the response in sessionStorage and restores it after a reload', () => {
    const first = render(<Harness storageKey="resp:1" />);
    fireEvent.change(area(), { target: { value: 'Saved before the reload.' } });
    expect(sessionStorage.getItem('resp:1')).toBe('Saved before the reload.');
    first.unmount();
    render(<Harness storageKey="resp:1" />);
    expect(area().value).toBe('Saved before the reload.');
    expect(screen.getByText('Your unsaved response was restored.')).toBeTruthy();
    clearStoredResponse('resp:1');
    expect(sessionStorage.getItem('resp:1')).toBeNull();
  });

  it('does not overwrite a response the host already has', () => {
    sessionStorage.setItem('resp:2', 'old');
    render(<Harness storageKey="resp:2" initial="from the server" />);
    expect(area().value).toBe('from the server');
  });

  it('is read-only when disabled', () => {
    render(<ResponseTextArea name="response" label="L" value="x" onChange={() => {}} disabled />);
    expect(area().disabled).toBe(true);
  });
});

describe('TraitReview', () => {
  const result: ScoreResult = {
    score: 3,
    max: 10,
    needsHuman: true,
    traits: [
      { key: 'content', score: 0, max: 2, pending: true },
      { key: 'form', score: 2, max: 2 },
    ],
    measures: { words: 62, misspellings: null, secret: 'x' },
  };
  it('shows the total, pending traits, labelled measures and the model answer', () => {
    render(<TraitReview result={result} traitLabel={(k) => k.toUpperCase()} measureLabel={(k) => (k === 'secret' ? null : `M:${k}`)} response="" modelAnswer="Model." keyPoints={['a']} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Total: 3 / 10');
    expect(screen.getByText('Some traits wait for a trainer or an assessor: this score is partial.')).toBeTruthy();
    expect(screen.getByText('Waiting for a trainer')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getByText('M:words')).toBeTruthy();
    expect(screen.getByText('Not measured yet')).toBeTruthy();
    expect(screen.queryByText('M:secret')).toBeNull();
    expect(screen.getByTestId('review-response').textContent).toBe('No response');
    expect(screen.getByTestId('review-model-answer').textContent).toContain('Model.');
  });
});
