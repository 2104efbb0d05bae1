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

describe('reading-fill-in-the-blanks UI', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('Player: select a word, then a gap', () => {
    const onChange = vi.fn();
    render(<Player content={item.content} response={def.emptyResponse(item.content)} onChange={onChange} mode="test" mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('player-reading-fill-in-the-blanks')).toBeTruthy();
    fireEvent.click(screen.getByTestId('bank-w1'));
    fireEvent.click(screen.getByTestId('gap-0'));
    expect(onChange).toHaveBeenLastCalledWith({ gaps: ['w1', null, null, null] });
  });

  it('Editor: add a gap and a word, choose the answer', () => {
    const onChange = vi.fn();
    const { container } = render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[{ path: 'key.answers.1', message: 'Gap 2 has no answer.' }]} upload={async () => ''} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('editor-reading-fill-in-the-blanks')).toBeTruthy();
    expect(screen.getAllByText('Gap 2 has no answer.').length).toBe(2);
    fireEvent.click(screen.getByTestId('add-gap'));
    let [c, k] = onChange.mock.calls.at(-1)!;
    expect(k.answers).toEqual(['w1', 'w4', 'w6', 'w7', null]);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    fireEvent.click(screen.getByTestId('add-word'));
    [c] = onChange.mock.calls.at(-1)!;
    expect(c.bank).toHaveLength(8);
    fireEvent.change(container.querySelector('[name="key.answers.0"]')!, { target: { value: 'w2' } });
    [, k] = onChange.mock.calls.at(-1)!;
    expect(k.answers[0]).toBe('w2');
  });

  it('Review: each gap right or wrong, with the key', () => {
    const response = fixtures.responses[0]!.response;
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 2 / 4');
    expect(screen.getByTestId('review-gap-1').getAttribute('data-correct')).toBe('false');
    expect(screen.getByTestId('review-gap-1').textContent).toContain('despite');
  });
});
