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

const SLUG = 'highlight-correct-summary';
const item = fixtures.items[0]!;

setupAudioUiTests();
const { PlayerHost, EditorHost, stateOf, field } = uiTestHosts({ slug: SLUG, def, Player, Editor, content: item.content });

describe(`${SLUG} player`, () => {
  it('shows the audio status box with the countdown, the question and the options; selects one', () => {
    render(<PlayerHost mode="test" />);
    expect(screen.getByTestId(`player-${SLUG}`)).toBeTruthy();
    expect(screen.getByTestId('audio-status').textContent).toBe('Beginning in 10 seconds');
    expect((document.querySelector('audio') as HTMLAudioElement).getAttribute('src')).toBe(`http://media${item.content.audio}`);
    const instruction = 'You will hear a recording. Click on the paragraph that best relates to the recording.';
    expect(screen.getByText(instruction)).toBeTruthy();
    fireEvent.click(screen.getByTestId('option-D'));
    fireEvent.click(screen.getByTestId('option-B'));
    expect(screen.getByTestId('response').textContent).toBe('{"selected":"B"}');
    expect(screen.getByRole('radiogroup', { name: instruction })).toBeTruthy();
  });

  choicePlayerModeChecks(PlayerHost);
});

describe(`${SLUG} editor`, () => {
  it('builds a new item: upload, question, options, correct marker, add option', async () => {
    render(<EditorHost />);
    fireEvent.change(field('content.audio'), { target: { files: [new File(['x'], 'talk.ogg', { type: 'audio/ogg' })] } });
    await waitFor(() => expect(stateOf().c.audio).toBe('/files/question-audio/talk.ogg'));
    ['One', 'Two', 'Three'].forEach((text, i) => fireEvent.change(field(`content.options.${i}.text`), { target: { value: text } }));
    fireEvent.click(screen.getByTestId('add-option'));
    fireEvent.change(field('content.options.3.text'), { target: { value: 'Four' } });
    fireEvent.click(screen.getByTestId('add-option'));
    fireEvent.change(field('content.options.4.text'), { target: { value: 'Five' } });
    expect((screen.getByTestId('add-option') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('correct-2'));
    fireEvent.change(field('key.transcript'), { target: { value: 'The talk.' } });
    const { c, k } = stateOf();
    expect(c.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(k).toEqual({ correct: 'C', transcript: 'The talk.' });
    expect(def.validateItem(c, k)).toEqual([]);
    expect(def.schemas.content.safeParse(c).success).toBe(true);
    expect(def.schemas.key.safeParse(k).success).toBe(true);
  });

  singleChoiceEditorIssueCheck({ EditorHost, stateOf, field, item, noun: 'Summary' });
});

describe(`${SLUG} review`, () => {
  singleChoiceReviewCheck({ def, Review, item, transcriptExcerpt: 'Coral reefs' });
});
