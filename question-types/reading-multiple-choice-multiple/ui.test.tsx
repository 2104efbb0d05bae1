// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '../../src/kernel/i18n/test-i18n.ts';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const item = fixtures.items[0]!;
const mediaUrl = (p: string) => p;

describe('reading-multiple-choice-multiple UI', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('Player: checkboxes add to the selection', () => {
    const onChange = vi.fn();
    render(<Player content={item.content} response={{ selected: ['A'] }} onChange={onChange} mode="practice" mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('player-reading-multiple-choice-multiple')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(screen.getByTestId('option-C'));
    expect(onChange).toHaveBeenCalledWith({ selected: ['A', 'C'] });
  });

  it('Player: read-only when disabled', () => {
    render(<Player content={item.content} response={{ selected: [] }} onChange={() => {}} mode="test" disabled mediaUrl={mediaUrl} />);
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).disabled)).toBe(true);
  });

  it('Editor: a new item starts empty and marks several correct options', () => {
    const onChange = vi.fn();
    render(<Editor content={null} itemKey={null} onChange={onChange} issues={[]} upload={async () => ''} mediaUrl={mediaUrl} />);
    fireEvent.click(screen.getByTestId('correct-0'));
    expect(onChange.mock.calls.at(-1)![1]).toEqual({ correct: ['A'] });
    const [c, k] = onChange.mock.calls.at(-1)!;
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.validateItem(c, k).map((i) => i.path)).toContain('content.passage');
  });

  it('Review: tally and score', () => {
    const response = { selected: ['A', 'B', 'C'] };
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 1 / 3');
    expect(screen.getByTestId('review-tally').textContent).toBe('2 right, 1 wrong, 1 missed');
  });
});
