// The component checks that the listening choice types (MCQ single and multiple, Highlight Correct Summary, Select
// Missing Word) share word for word, registered by each type's ui.test.tsx inside its own describe blocks. What differs
// by type (the prompt, the option count, single or multiple selection) stays in the type's test. Test-only.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { expect, it } from 'vitest';
import type { QuestionTypeDefinition } from '../define-question-type.ts';
import type { DeliveryMode, ReviewProps } from '../ui-contract.ts';
import { testMediaUrl } from './ui-test-hosts.tsx';

interface ChoiceContent {
  options: { id: string; text: string }[];
}

/** The Player's mode checks: no "plays once" notice in practice (Play again is offered); read-only when disabled. */
export function choicePlayerModeChecks(PlayerHost: (props: { mode?: DeliveryMode; disabled?: boolean }) => ReactElement): void {
  it('offers Play again only in practice', async () => {
    render(<PlayerHost mode="practice" />);
    expect(screen.queryByText('The audio plays once.')).toBeNull();
  });

  it('is read-only when disabled', () => {
    render(<PlayerHost disabled />);
    expect((screen.getByTestId('option-A') as HTMLInputElement).disabled).toBe(true);
  });
}

/**
 * The single-answer Editor on the first fixture item (key B): an emptied option is reported at its path, in the
 * type's noun ("Option 1 has no text."), and removing option A renumbers the rest with the key following its option.
 */
export function singleChoiceEditorIssueCheck<C extends ChoiceContent, K extends { correct: string }>({
  EditorHost,
  stateOf,
  field,
  item,
  noun,
}: {
  EditorHost: (props: { content?: C | null; itemKey?: K | null }) => ReactElement;
  stateOf: () => { c: C; k: K };
  field: (name: string) => HTMLInputElement;
  item: { content: C; key: K };
  noun: 'Option' | 'Summary';
}): void {
  it('shows issues by path and keeps the key on renumbering', () => {
    render(<EditorHost content={item.content} itemKey={item.key} />);
    fireEvent.change(field('content.options.0.text'), { target: { value: '' } });
    expect(screen.getAllByText(`${noun} 1 has no text.`).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option A' }));
    expect(stateOf().k.correct).toBe('A');
    expect(stateOf().c.options[0]!.text).toBe(item.content.options[1]!.text);
  });
}

/**
 * A new single-answer item built through the Editor: the recording uploaded, the options the editor starts with
 * filled and more added up to five, option C marked correct, a transcript; the result is valid by the type's schemas
 * and item checks. `question` is typed when the type asks for one; `maxOptions` says whether adding stops at five.
 */
export function singleChoiceEditorBuildCheck<C extends ChoiceContent & { audio: string }, K extends { correct: string }>({
  def,
  EditorHost,
  stateOf,
  field,
  initialOptions,
  question,
  stopsAtFive,
}: {
  def: QuestionTypeDefinition<C, K, unknown>;
  EditorHost: (props: { content?: C | null; itemKey?: K | null }) => ReactElement;
  stateOf: () => { c: C; k: K };
  field: (name: string) => HTMLInputElement;
  initialOptions: number;
  question?: string;
  stopsAtFive?: boolean;
}): void {
  it('builds a new item: upload, question, options, correct marker, add option', async () => {
    render(<EditorHost />);
    fireEvent.change(field('content.audio'), { target: { files: [new File(['x'], 'talk.ogg', { type: 'audio/ogg' })] } });
    await waitFor(() => expect(stateOf().c.audio).toBe('/files/question-audio/talk.ogg'));
    if (question) fireEvent.change(field('content.question'), { target: { value: question } });
    const texts = ['One', 'Two', 'Three', 'Four', 'Five'];
    texts.slice(0, initialOptions).forEach((text, i) => fireEvent.change(field(`content.options.${i}.text`), { target: { value: text } }));
    for (let i = initialOptions; i < texts.length; i++) {
      fireEvent.click(screen.getByTestId('add-option'));
      fireEvent.change(field(`content.options.${i}.text`), { target: { value: texts[i]! } });
    }
    if (stopsAtFive) expect((screen.getByTestId('add-option') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('correct-2'));
    fireEvent.change(field('key.transcript'), { target: { value: 'The talk.' } });
    const { c, k } = stateOf();
    expect(c.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(k).toEqual({ correct: 'C', transcript: 'The talk.' });
    expect(def.validateItem(c, k)).toEqual([]);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.schemas.key.safeParse(k).success).toBe(true);
  });
}

/** The single-answer Review of answer D against the first fixture item (key B), with the transcript shown. */
export function singleChoiceReviewCheck<C extends ChoiceContent, K extends { correct: string; transcript?: string }>({
  def,
  Review,
  item,
  transcriptExcerpt,
}: {
  def: QuestionTypeDefinition<C, K, { selected: string | null }>;
  Review: ComponentType<ReviewProps<C, K, { selected: string | null }>>;
  item: { content: C; key: K };
  /** a few words of the item's transcript */
  transcriptExcerpt: string;
}): void {
  it("marks the student's answer beside the key and shows the transcript", () => {
    const response = { selected: 'D' };
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={testMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 0 / 1');
    expect(screen.getByTestId('review-option-D').getAttribute('data-correct')).toBe('false');
    expect(screen.getByTestId('review-option-D').textContent).toContain('Your answer');
    expect(screen.getByTestId('review-option-B').textContent).toContain('Correct answer');
    expect(screen.getByTestId('review-transcript').textContent).toContain(transcriptExcerpt);
  });
}
