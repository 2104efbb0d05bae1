// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../src/kernel/i18n/test-i18n';
import { fakeUpload, storyMediaUrl } from '../kit/testing/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';
import type { Response } from './schema.ts';

beforeAll(() => initTestI18n());
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const item = fixtures.items[0]!;

function PlayerHost() {
  const [r, setR] = useState<Response>({ text: '' });
  return <Player content={item.content} response={r} onChange={setR} mode="test" mediaUrl={storyMediaUrl} />;
}

describe('summarize-spoken-text UI', () => {
  it('starts the 10-minute timer when the recording ends, counts words live and locks the box at time up', () => {
    vi.useFakeTimers();
    render(<PlayerHost />);
    expect(screen.getByRole('timer').textContent).toBe('10:00');
    expect(screen.getByText('The 10-minute timer starts when the recording ends.')).toBeTruthy();
    const area = document.querySelector('textarea[name="response"]') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'Cities are warmer.' } });
    expect(screen.getByTestId('word-counter').textContent).toContain('3 words');
    expect(screen.getByText('Too short: write at least 50 words.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer').textContent).toBe('10:00');
    const audio = document.querySelector('audio')!;
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    act(() => {
      vi.advanceTimersByTime(601_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(area.disabled).toBe(true);
    expect(screen.getByText('Time is up: your summary can no longer be changed.')).toBeTruthy();
  });

  it('the editor names its fields by path', () => {
    render(<Editor content={item.content} itemKey={item.key} onChange={() => {}} issues={[{ path: 'content.audio', message: 'Upload the lecture recording.' }]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('editor-summarize-spoken-text')).toBeTruthy();
    expect((document.querySelector('[name="key.modelAnswer"]') as HTMLTextAreaElement).value).toBe(item.key.modelAnswer);
    expect((document.querySelector('[name="key.keyPoints"]') as HTMLTextAreaElement).value.split('\n')).toHaveLength(item.key.keyPoints!.length);
    expect(screen.getAllByText('Upload the lecture recording.').length).toBeGreaterThan(0);
  });

  it('the review shows traits, pending ones, measures and the model answer', () => {
    const response = fixtures.responses[0]!.response;
    const result = def.score({ content: item.content, key: item.key, response, evidence: { traits: { grammar: 2 } } });
    render(<Review content={item.content} itemKey={item.key} response={response} result={result} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Total: 4 / 10');
    expect(screen.getAllByText('Waiting for a trainer')).toHaveLength(3);
    expect(screen.getByText('Words (50-70 for full form)')).toBeTruthy();
    expect(document.querySelector('[data-measure="words"]')!.textContent).toBe('62');
    expect(screen.getByTestId('review-model-answer').textContent).toContain('city centres');
  });
});
