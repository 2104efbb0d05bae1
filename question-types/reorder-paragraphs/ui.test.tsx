// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initTestI18n } from '../../src/kernel/i18n/test-i18n.ts';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';
import type { Response } from './schema.ts';

const item = fixtures.items[1]!;
const mediaUrl = (p: string) => p;

function Harness({ onChange }: { onChange(r: Response): void }) {
  const [r, setR] = useState<Response>({ order: [] });
  return (
    <Player
      content={item.content}
      response={r}
      onChange={(next) => {
        setR(next);
        onChange(next);
      }}
      mode="practice"
      mediaUrl={mediaUrl}
    />
  );
}

describe('reorder-paragraphs UI', () => {
  beforeAll(() => initTestI18n());
  afterEach(cleanup);

  it('Player: boxes move from the source to the answer, reorder with buttons, and go back', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByTestId('player-reorder-paragraphs')).toBeTruthy();
    expect(screen.getByTestId('target-empty')).toBeTruthy();
    for (const id of ['n5', 'a1', 'k3', 'w8']) fireEvent.click(screen.getByTestId(`add-${id}`));
    expect(onChange).toHaveBeenLastCalledWith({ order: ['n5', 'a1', 'k3', 'w8'] });
    fireEvent.click(screen.getByTestId('move-up-a1'));
    expect(onChange).toHaveBeenLastCalledWith({ order: ['a1', 'n5', 'k3', 'w8'] });
    expect(def.score({ content: item.content, key: item.key, response: onChange.mock.calls.at(-1)![0] }).score).toBe(3);
    fireEvent.click(screen.getByTestId('remove-k3'));
    expect(onChange).toHaveBeenLastCalledWith({ order: ['a1', 'n5', 'w8'] });
    expect(screen.getByTestId('source-k3')).toBeTruthy();
    expect(screen.getByTestId('item-a1')).toBeTruthy();
  });

  it('Editor: writes the key order and shows students a shuffled one', () => {
    const onChange = vi.fn();
    const { container } = render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[]} upload={async () => ''} mediaUrl={mediaUrl} />);
    const first = container.querySelector('[data-testid="paragraph-0"] textarea') as HTMLTextAreaElement;
    expect(first.value).toMatch(/^In a parliamentary system/);
    expect(first.name).toBe(`content.paragraphs.${item.content.paragraphs.findIndex((p) => p.id === 'a1')}.text`);
    fireEvent.click(screen.getByTestId('add-paragraph'));
    const [c, k] = onChange.mock.calls.at(-1)!;
    expect(k.order.slice(0, 4)).toEqual(['a1', 'n5', 'k3', 'w8']);
    expect(c.paragraphs).toHaveLength(5);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.validateItem(c, k).map((i) => i.message)).toEqual(['Paragraph 5 has no text.'.replace('5', String(c.paragraphs.findIndex((p: { text: string }) => p.text === '') + 1))]);
  });

  it('Review: both orders, pairs and score', () => {
    const response = { order: ['a1', 'k3', 'n5', 'w8'] };
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={mediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 0 / 3');
    expect(screen.getByTestId('review-pair-a1>n5').getAttribute('data-correct')).toBe('false');
  });
});
