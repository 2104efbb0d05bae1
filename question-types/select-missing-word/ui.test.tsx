// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choicePlayerModeChecks, singleChoiceEditorIssueCheck, singleChoiceReviewCheck } from '../kit/ui/choice-ui-checks.tsx';
import { setupAudioUiTests, uiTestHosts } from '../kit/ui/ui-test-hosts.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const SLUG = 'select-missing-word';
const item = fixtures.items[0]!;

setupAudioUiTests();
const { PlayerHost, EditorHost, stateOf, field } = uiTestHosts({ slug: SLUG, def, Player, Editor, content: item.content });

describe(`${SLUG} player`, () => {
  it('shows the audio status box with the countdown, the question and the options; selects one', () => {
    render(<PlayerHost mode="test" />);
    expect(screen.getByTestId(`player-${SLUG}`)).toBeTruthy();
    expect(screen.getByTestId('audio-status').textContent).toBe('Beginning in 7 seconds');
    expect((document.querySelector('audio') as HTMLAudioElement).getAttribute('src')).toBe(`http://media${item.content.audio}`);
    const instruction = screen.getByText(/last word or group of words has been replaced by a beep/);
    expect(instruction).toBeTruthy();
    fireEvent.click(screen.getByTestId('option-D'));
    fireEvent.click(screen.getByTestId('option-B'));
    expect(screen.getByTestId('response').textContent).toBe('{"selected":"B"}');
    expect(screen.getByRole('radiogroup', { name: instruction.textContent! })).toBeTruthy();
  });

  choicePlayerModeChecks(PlayerHost);
});

describe(`${SLUG} editor`, () => {
  it('builds a new item: upload, question, options, correct marker, add option', async () => {
    render(<EditorHost />);
    fireEvent.change(field('content.audio'), { target: { files: [new File(['x'], 'talk.ogg', { type: 'audio/ogg' })] } });
    await waitFor(() => expect(stateOf().c.audio).toBe('/files/question-audio/talk.ogg'));
    ['One', 'Two', 'Three', 'Four'].forEach((text, i) => fireEvent.change(field(`content.options.${i}.text`), { target: { value: text } }));
    fireEvent.click(screen.getByTestId('add-option'));
    fireEvent.change(field('content.options.4.text'), { target: { value: 'Five' } });
    fireEvent.click(screen.getByTestId('correct-2'));
    fireEvent.change(field('key.transcript'), { target: { value: 'The talk.' } });
    const { c, k } = stateOf();
    expect(c.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(k).toEqual({ correct: 'C', transcript: 'The talk.' });
    expect(def.validateItem(c, k)).toEqual([]);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.schemas.key.safeParse(k).success).toBe(true);
  });

  singleChoiceEditorIssueCheck({ EditorHost, stateOf, field, item, noun: 'Option' });
});

describe(`${SLUG} review`, () => {
  singleChoiceReviewCheck({ def, Review, item, transcriptExcerpt: 'in its people.' });
});
