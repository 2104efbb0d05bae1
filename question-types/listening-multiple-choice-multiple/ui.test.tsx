// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choicePlayerModeChecks } from '../kit/testing/choice-ui-checks.tsx';
import { setupAudioUiTests, testMediaUrl, uiTestHosts } from '../kit/testing/ui-test-hosts.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const SLUG = 'listening-multiple-choice-multiple';
const item = fixtures.items[0]!;

setupAudioUiTests();
const { PlayerHost, EditorHost, stateOf, field } = uiTestHosts({ slug: SLUG, def, Player, Editor, content: item.content });

describe(`${SLUG} player`, () => {
  it('shows the audio status box with the countdown, the question and the options; selects one', () => {
    render(<PlayerHost mode="test" />);
    expect(screen.getByTestId(`player-${SLUG}`)).toBeTruthy();
    expect(screen.getByTestId('audio-status').textContent).toBe('Beginning in 7 seconds');
    expect((document.querySelector('audio') as HTMLAudioElement).getAttribute('src')).toBe(`http://media${item.content.audio}`);
    expect(screen.getByText(item.content.question)).toBeTruthy();
    fireEvent.click(screen.getByTestId('option-E'));
    fireEvent.click(screen.getByTestId('option-A'));
    fireEvent.click(screen.getByTestId('option-C'));
    fireEvent.click(screen.getByTestId('option-E'));
    expect(screen.getByTestId('response').textContent).toBe('{"selected":["A","C"]}');
    expect(screen.getByRole('group', { name: item.content.question })).toBeTruthy();
  });

  choicePlayerModeChecks(PlayerHost);
});

describe(`${SLUG} editor`, () => {
  it('builds a new item: upload, question, options, correct marker, add option', async () => {
    render(<EditorHost />);
    fireEvent.change(field('content.audio'), { target: { files: [new File(['x'], 'talk.ogg', { type: 'audio/ogg' })] } });
    await waitFor(() => expect(stateOf().c.audio).toBe('/files/question-audio/talk.ogg'));
    fireEvent.change(field('content.question'), { target: { value: 'What is the main idea?' } });
    ['One', 'Two', 'Three', 'Four', 'Five'].forEach((text, i) => fireEvent.change(field(`content.options.${i}.text`), { target: { value: text } }));
    fireEvent.click(screen.getByTestId('add-option'));
    fireEvent.change(field('content.options.5.text'), { target: { value: 'Six' } });
    fireEvent.click(screen.getByTestId('correct-4'));
    fireEvent.click(screen.getByTestId('correct-2'));
    fireEvent.change(field('key.transcript'), { target: { value: 'The talk.' } });
    const { c, k } = stateOf();
    expect(c.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(k).toEqual({ correct: ['C', 'E'], transcript: 'The talk.' });
    expect(def.validateItem(c, k)).toEqual([]);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.schemas.key.safeParse(k).success).toBe(true);
  });

  it('shows issues by path and keeps the key on renumbering', () => {
    render(<EditorHost content={item.content} itemKey={item.key} />);
    fireEvent.change(field('content.options.0.text'), { target: { value: '' } });
    expect(screen.getAllByText('Option 1 has no text.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove option B' }));
    expect(stateOf().k.correct).toEqual(['A', 'B', 'D']);
    fireEvent.click(screen.getByRole('button', { name: 'Move option D up' }));
    expect(stateOf().k.correct).toEqual(['A', 'B', 'C']);
    expect(stateOf().c.options[0]!.text).toBe('');
    expect(stateOf().c.options[2]!.text).toBe(item.content.options[4]!.text);
  });
});

describe(`${SLUG} review`, () => {
  it("marks the student's answer beside the key and shows the transcript", () => {
    const response = { selected: ['A', 'B'] };
    render(<Review content={item.content} itemKey={item.key} response={response} result={def.score({ content: item.content, key: item.key, response })} mediaUrl={testMediaUrl} />);
    expect(screen.getByTestId('review-score').textContent).toBe('Score: 0 / 3');
    expect(screen.getByTestId('review-option-A').getAttribute('data-correct')).toBe('true');
    expect(screen.getByTestId('review-option-B').getAttribute('data-correct')).toBe('false');
    expect(screen.getByTestId('review-option-B').textContent).toContain('Your answer — Incorrect');
    expect(screen.getByTestId('review-option-C').textContent).toContain('Missed');
    expect(screen.getByTestId('review-transcript').textContent).toContain('restaurants');
  });
});
