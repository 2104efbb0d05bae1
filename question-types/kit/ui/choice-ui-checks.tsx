// The component checks that the listening choice types (MCQ single and multiple, Highlight Correct Summary, Select
// Missing Word) share word for word, registered by each type's ui.test.tsx inside its own describe blocks. What differs
// by type (the prompt, the option count, single or multiple selection) stays in the type's test. Test-only.
import { fireEvent, render, screen } from '@testing-library/react';
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
