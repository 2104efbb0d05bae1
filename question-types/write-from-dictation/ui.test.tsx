// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../src/kernel/i18n/test-i18n';
import { fakeUpload, storyMediaUrl } from '../kit/testing/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';
import type { Content, Key, Response } from './schema.ts';

beforeAll(() => initTestI18n());
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const item = fixtures.items[0]!;

function PlayerHost({ onChange }: { onChange: (r: Response) => void }) {
  const [r, setR] = useState<Response>({ text: '' });
  return (
    <Player
      content={item.content}
      response={r}
      onChange={(n) => {
        setR(n);
        onChange(n);
      }}
      mode="practice"
      mediaUrl={storyMediaUrl}
    />
  );
}

describe('write-from-dictation UI', () => {
  it('the player has one response textarea, no sentence, and keeps the text through a reload', () => {
    const onChange = vi.fn();
    const first = render(<PlayerHost onChange={onChange} />);
    expect(screen.getByTestId('player-write-from-dictation').textContent).not.toContain('manufacturing');
    const area = document.querySelector('textarea[name="response"]') as HTMLTextAreaElement;
    expect(area.getAttribute('spellcheck')).toBe('false');
    fireEvent.change(area, { target: { value: 'Control systems' } });
    expect(onChange).toHaveBeenLastCalledWith({ text: 'Control systems' });
    first.unmount();
    const again = vi.fn();
    render(<PlayerHost onChange={again} />);
    expect(again).toHaveBeenCalledWith({ text: 'Control systems' });
  });

  it('the editor edits the key sentence by path and counts its points', () => {
    const spy = vi.fn();
    function Host() {
      const [s, setS] = useState<{ c: Content | null; k: Key | null }>({ c: null, k: null });
      return (
        <Editor
          content={s.c}
          itemKey={s.k}
          issues={s.c && s.k ? def.validateItem(s.c, s.k) : []}
          upload={fakeUpload}
          mediaUrl={storyMediaUrl}
          onChange={(c, k) => {
            setS({ c, k });
            spy(c, k);
          }}
        />
      );
    }
    render(<Host />);
    fireEvent.change(document.querySelector('[name="key.sentence"]')!, { target: { value: 'The museum opens at nine.' } });
    expect(screen.getByTestId('sentence-words').textContent).toBe('5 words = 5 points');
    expect(screen.getByTestId('editor-issues').textContent).toContain('Upload the recording');
    fireEvent.change(document.querySelector('[name="key.variants"]')!, { target: { value: 'nine, 9' } });
    expect(spy).toHaveBeenLastCalledWith({ audio: '' }, { sentence: 'The museum opens at nine.', variants: [['nine', '9']] });
  });

  it('the review reveals the sentence word by word', () => {
    const response = fixtures.responses[0]!.response;
    const result = def.score({ content: item.content, key: item.key, response });
    render(<Review content={item.content} itemKey={item.key} response={response} result={result} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Total: 7 / 10');
    expect(screen.getByTestId('review-sentence').textContent).toBe(item.key.sentence);
    expect(screen.getByTestId('review-word-1').dataset.correct).toBe('false');
    expect(screen.getByTestId('review-word-0').dataset.correct).toBe('true');
    expect(screen.getByText('Extra words (not subtracted)')).toBeTruthy();
  });
});
