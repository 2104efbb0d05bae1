// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeUpload, storyMediaUrl } from '../kit/testing/story-harness.tsx';
import { setupAudioUiTests } from '../kit/testing/ui-test-hosts.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';
import type { Content, Key, Response } from './schema.ts';

setupAudioUiTests();

const item = fixtures.items[0]!;

function PlayerHost({ onChange, disabled }: { onChange?: (r: Response) => void; disabled?: boolean }) {
  const [r, setR] = useState<Response>({ selected: [] });
  return (
    <Player
      content={item.content}
      response={r}
      onChange={(next) => {
        setR(next);
        onChange?.(next);
      }}
      mode="test"
      disabled={disabled}
      mediaUrl={storyMediaUrl}
    />
  );
}

describe('highlight-incorrect-words Player', () => {
  it('shows the transcript words as toggles and reports positions, not strings', () => {
    const onChange = vi.fn();
    render(<PlayerHost onChange={onChange} />);
    expect(screen.getByTestId('player-highlight-incorrect-words')).toBeTruthy();
    expect(screen.getByTestId('word-17').textContent).toBe('the');
    fireEvent.click(screen.getByTestId('word-17'));
    fireEvent.click(screen.getByTestId('word-4'));
    expect(onChange).toHaveBeenLastCalledWith({ selected: [4, 17] });
    expect(screen.getByTestId('word-7').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('word-17'));
    expect(onChange).toHaveBeenLastCalledWith({ selected: [4] });
    expect(document.querySelector('audio')).toBeTruthy();
  });
  it('is read-only when disabled', () => {
    const onChange = vi.fn();
    render(<PlayerHost onChange={onChange} disabled />);
    fireEvent.click(screen.getByTestId('word-4'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

function EditorHost({ content, itemKey, spy }: { content: Content | null; itemKey: Key | null; spy: (c: Content | null, k: Key | null) => void }) {
  const [s, setS] = useState({ c: content, k: itemKey });
  const issues = s.c && s.k ? def.validateItem(s.c, s.k) : [];
  return (
    <Editor
      content={s.c}
      itemKey={s.k}
      issues={issues}
      upload={fakeUpload}
      mediaUrl={storyMediaUrl}
      onChange={(c, k) => {
        setS({ c, k });
        spy(c, k);
      }}
    />
  );
}

describe('highlight-incorrect-words Editor', () => {
  it('marks a differing word by clicking it and asks what the recording says', () => {
    const spy = vi.fn();
    render(<EditorHost content={{ audio: '/files/a.ogg', transcript: 'The cat sat on the mat.' }} itemKey={{ positions: [], spoken: [] }} spy={spy} />);
    expect(screen.getByTestId('editor-highlight-incorrect-words')).toBeTruthy();
    expect((document.querySelector('[name="content.transcript"]') as HTMLTextAreaElement).value).toBe('The cat sat on the mat.');
    expect(screen.getByTestId('editor-issues').textContent).toContain('Mark at least one word');
    fireEvent.click(screen.getByTestId('word-1'));
    expect((document.querySelector('[name="key.positions"]') as HTMLInputElement).value).toBe('1');
    const spoken = document.querySelector('[name="key.spoken.0"]') as HTMLInputElement;
    fireEvent.change(spoken, { target: { value: 'dog' } });
    expect(spy).toHaveBeenLastCalledWith({ audio: '/files/a.ogg', transcript: 'The cat sat on the mat.' }, { positions: [1], spoken: ['dog'] });
    expect(screen.queryByTestId('editor-issues')).toBeNull();
    expect(screen.getByTestId('audio-script').textContent).toContain('The dog sat on the mat.');
  });
  it('shows an issue by path when the spoken word equals the shown one', () => {
    render(<EditorHost content={{ audio: '/files/a.ogg', transcript: 'The cat sat.' }} itemKey={{ positions: [1], spoken: ['cat'] }} spy={() => {}} />);
    expect(screen.getAllByText('The recording must say a different word here.').length).toBeGreaterThan(0);
  });
  it('starts empty for a new item', () => {
    render(<EditorHost content={null} itemKey={null} spy={() => {}} />);
    expect(screen.getByText('Enter the transcript first, then mark its words.')).toBeTruthy();
  });
});

describe('highlight-incorrect-words Review', () => {
  it('marks right, wrong and missed words and reveals what the recording said', () => {
    const response = { selected: [4, 11, 9] };
    const result = def.score({ content: item.content, key: item.key, response });
    render(<Review content={item.content} itemKey={item.key} response={response} result={result} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Total: 1 / 3');
    expect(screen.getAllByTestId('word-4')[0]!.dataset.mark).toBe('right');
    expect(screen.getAllByTestId('word-9')[0]!.dataset.mark).toBe('wrong');
    expect(screen.getAllByTestId('word-17')[0]!.dataset.mark).toBe('missed');
    expect(screen.getByTestId('review-word-17').textContent).toContain('the recording said “all”');
    expect(screen.getByTestId('review-word-9').dataset.correct).toBe('false');
  });
});
