// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../src/kernel/i18n/test-i18n';
import { fakeUpload, storyMediaUrl } from '../kit/ui/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

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

describe('answer-short-question UI', () => {
  it('shows the prompt and saves a typed practice transcript as the response', () => {
    const onChange = vi.fn();
    render(<Player content={item.content} response={def.emptyResponse(item.content)} onChange={onChange} mode="practice" mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('player-answer-short-question')).toBeTruthy();
    const field = screen.getByLabelText('Type what you would say (practice without a microphone)');
    fireEvent.change(field, { target: { value: 'my answer' } });
    expect(onChange).toHaveBeenLastCalledWith({ recording: null, transcript: 'my answer' });
  });

  it('the editor names its fields by path and shows issues', () => {
    const onChange = vi.fn();
    render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[{ path: 'key.accepted', message: 'Fix this field.' }]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('editor-answer-short-question')).toBeTruthy();
    const input = document.querySelector('[name="key.accepted"]') as HTMLTextAreaElement;
    expect(input).toBeTruthy();
    expect(screen.getAllByText('Fix this field.').length).toBeGreaterThan(0);
    fireEvent.change(input, { target: { value: 'Edited' } });
    expect(onChange).toHaveBeenCalled();
  });

  it('the editor opens empty for a new item', () => {
    render(<Editor content={null} itemKey={null} onChange={() => {}} issues={[]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('editor-answer-short-question')).toBeTruthy();
  });

  it('the review shows the total and every trait', () => {
    const response = fixtures.responses[0]!.response;
    const result = def.score({ content: item.content, key: item.key, response });
    render(<Review content={item.content} itemKey={item.key} response={response} result={result} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe(`Total: ${result.score} / ${result.max}`);
    expect(document.querySelectorAll('[data-trait]')).toHaveLength(def.traits.length);
  });

  it('the editor shows and changes the transcript of the audio; the review shows it', () => {
    const onChange = vi.fn();
    render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    const field = screen.getByLabelText('Transcript of the audio') as HTMLTextAreaElement;
    expect(field.getAttribute('name')).toBe('key.transcript');
    expect(field.value).toBe(item.key.transcript);
    fireEvent.change(field, { target: { value: 'New transcript' } });
    expect(onChange).toHaveBeenLastCalledWith(item.content, { ...item.key, transcript: 'New transcript' });
    cleanup();
    const response = fixtures.responses[0]!.response;
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('review-transcript').textContent).toContain(item.key.transcript);
  });
});
