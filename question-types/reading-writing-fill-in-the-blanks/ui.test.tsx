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

describe('reading-writing-fill-in-the-blanks UI', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('Player: a labelled dropdown per gap', () => {
    const onChange = vi.fn();
    render(<Player content={item.content} response={def.emptyResponse(item.content)} onChange={onChange} mode="test" mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('player-reading-writing-fill-in-the-blanks')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Blank 3' });
    expect(select.getAttribute('data-testid')).toBe('gap-2');
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onChange).toHaveBeenLastCalledWith({ gaps: [null, null, 'b', null, null] });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ gaps: [null, null, null, null, null] });
  });

  it('Editor: options per gap, the correct marker, add gap and option', () => {
    const onChange = vi.fn();
    const { container } = render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[]} upload={async () => ''} mediaUrl={mediaUrl} />);
    expect((container.querySelector('[name="content.gaps.0.options.1.text"]') as HTMLInputElement).value).toBe('dramatically increased');
    fireEvent.click(screen.getByTestId('correct-0-2'));
    expect(onChange.mock.calls.at(-1)![1].answers[0]).toBe('c');
    fireEvent.click(screen.getByTestId('add-option-1'));
    expect(onChange.mock.calls.at(-1)![0].gaps[1].options).toHaveLength(5);
    fireEvent.click(screen.getByTestId('add-gap'));
    const [c, k] = onChange.mock.calls.at(-1)!;
    expect(c.gaps).toHaveLength(6);
    expect(k.answers).toHaveLength(6);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.validateItem(c, k).map((i) => i.path)).toContain('key.answers.5');
  });

  it('Review: each gap right or wrong, with the key', () => {
    const response = fixtures.responses[0]!.response;
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 4 / 5');
    expect(screen.getByTestId('review-gap-2').getAttribute('data-correct')).toBe('false');
  });
});
