// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initTestI18n } from '../../src/kernel/i18n/test-i18n.ts';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const item = fixtures.items[0]!;
const mediaUrl = (p: string) => p;

describe('reading-multiple-choice-single UI', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('Player: passage, question, one radio answer', () => {
    const onChange = vi.fn();
    render(<Player content={item.content} response={{ selected: null }} onChange={onChange} mode="test" mediaUrl={mediaUrl} />);
    const root = screen.getByTestId('player-reading-multiple-choice-single');
    expect(within(root).getByText(/Cities are often several degrees warmer/)).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: item.content.question })).toBeTruthy();
    fireEvent.click(screen.getByTestId('option-B'));
    expect(onChange).toHaveBeenCalledWith({ selected: 'B' });
  });

  it('Editor: names inputs by path, marks the correct option, shows issues beside fields', () => {
    const onChange = vi.fn();
    const issues = def.validateItem({ ...item.content, question: '' }, item.key);
    const { container } = render(<Editor content={{ ...item.content, question: '' }} itemKey={item.key} onChange={onChange} issues={issues} upload={async () => ''} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('editor-reading-multiple-choice-single')).toBeTruthy();
    expect(screen.getAllByText('Enter the question.').length).toBeGreaterThan(0);
    fireEvent.change(container.querySelector('[name="content.options.0.text"]')!, { target: { value: 'New A' } });
    expect(onChange.mock.calls.at(-1)![0].options[0].text).toBe('New A');
    fireEvent.click(screen.getByTestId('correct-2'));
    expect(onChange.mock.calls.at(-1)![1]).toEqual({ correct: 'C' });
    fireEvent.click(screen.getByTestId('add-option'));
    const [c, k] = onChange.mock.calls.at(-1)!;
    expect(c.options).toHaveLength(5);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.schemas.key.safeParse(k).success).toBe(true);
  });

  it('Review: the answer beside the key, and the score', () => {
    const response = { selected: 'D' };
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 0 / 1');
    expect(screen.getByTestId('review-option-D').getAttribute('data-correct')).toBe('false');
  });
});
