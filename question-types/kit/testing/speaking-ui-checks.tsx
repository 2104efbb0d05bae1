// The component checks that the speaking types (Read Aloud, Repeat Sentence, Describe Image, Retell Lecture, Answer
// Short Question, Summarize Group Discussion, Respond to a Situation) share word for word, registered by each type's
// ui.test.tsx inside its own describe block with its own definition, fixtures and components. What differs by type
// (a rich-text editor field, a type's own steps) stays in the type's test. Test-only.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it, vi } from 'vitest';
import type { QuestionFixtures, QuestionTypeDefinition } from '../define-question-type.ts';
import type { EditorProps, PlayerProps, ReviewProps } from '../ui-contract.ts';
import { fakeUpload, storyMediaUrl } from './story-harness.tsx';

export interface SpeakingUiType<C, K, R> {
  slug: string;
  def: QuestionTypeDefinition<C, K, R>;
  fixtures: QuestionFixtures<C, K, R>;
  Player: ComponentType<PlayerProps<C, R>>;
  Editor: ComponentType<EditorProps<C, K>>;
  Review: ComponentType<ReviewProps<C, K, R>>;
}

/** The Player on the first fixture item, in practice: the typed practice transcript becomes the response. */
export function speakingPlayerTranscriptCheck<C, K, R>({ slug, def, fixtures, Player }: SpeakingUiType<C, K, R>): void {
  it('shows the prompt and saves a typed practice transcript as the response', () => {
    const item = fixtures.items[0]!;
    const onChange = vi.fn();
    render(<Player content={item.content} response={def.emptyResponse(item.content)} onChange={onChange} mode="practice" mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId(`player-${slug}`)).toBeTruthy();
    const field = screen.getByLabelText('Type what you would say (practice without a microphone)');
    fireEvent.change(field, { target: { value: 'my answer' } });
    expect(onChange).toHaveBeenLastCalledWith({ recording: null, transcript: 'my answer' });
  });
}

/** The Editor on the first fixture item names the plain field at `path` by its path, shows its issue and reports a change. */
export function editorFieldIssueCheck<C, K, R>({ slug, fixtures, Editor }: SpeakingUiType<C, K, R>, path: string): void {
  it('the editor names its fields by path and shows issues', () => {
    const item = fixtures.items[0]!;
    const onChange = vi.fn();
    render(<Editor content={item.content} itemKey={item.key} onChange={onChange} issues={[{ path, message: 'Fix this field.' }]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId(`editor-${slug}`)).toBeTruthy();
    const input = document.querySelector(`[name="${path}"]`) as HTMLTextAreaElement;
    expect(input).toBeTruthy();
    expect(screen.getAllByText('Fix this field.').length).toBeGreaterThan(0);
    fireEvent.change(input, { target: { value: 'Edited' } });
    expect(onChange).toHaveBeenCalled();
  });
}

/** The Editor opens empty for a new item; the Review of the first fixture response shows the total and every trait. */
export function editorEmptyAndReviewChecks<C, K, R>({ slug, def, fixtures, Editor, Review }: SpeakingUiType<C, K, R>): void {
  it('the editor opens empty for a new item', () => {
    render(<Editor content={null} itemKey={null} onChange={() => {}} issues={[]} upload={fakeUpload} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId(`editor-${slug}`)).toBeTruthy();
  });

  it('the review shows the total and every trait', () => {
    const item = fixtures.items[0]!;
    const response = fixtures.responses[0]!.response;
    const result = def.score({ content: item.content, key: item.key, response });
    render(<Review content={item.content} itemKey={item.key} response={response} result={result} mediaUrl={storyMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe(`Total: ${result.score} / ${result.max}`);
    expect(document.querySelectorAll('[data-trait]')).toHaveLength(def.traits.length);
  });
}

/**
 * The player, editor and review checks every speaking type shares: the practice transcript, the plain field at
 * `issuePath` (left out when the type's editor field is checked in its own test), the empty editor and the review.
 */
export function speakingUiChecks<C, K, R>(type: SpeakingUiType<C, K, R>, { issuePath }: { issuePath?: string } = {}): void {
  speakingPlayerTranscriptCheck(type);
  if (issuePath) editorFieldIssueCheck(type, issuePath);
  editorEmptyAndReviewChecks(type);
}

/** The types whose key keeps the transcript of the prompt's audio: the Editor shows and changes it, the Review shows it. */
export function keyTranscriptCheck<C, K extends { transcript?: string }, R>({ def, fixtures, Editor, Review }: SpeakingUiType<C, K, R>): void {
  it('the editor shows and changes the transcript of the audio; the review shows it', () => {
    const item = fixtures.items[0]!;
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
}
