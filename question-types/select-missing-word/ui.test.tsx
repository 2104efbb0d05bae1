// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choicePlayerModeChecks, singleChoiceEditorBuildCheck, singleChoiceEditorIssueCheck, singleChoiceReviewCheck } from '../kit/testing/choice-ui-checks.tsx';
import { setupAudioUiTests, uiTestHosts } from '../kit/testing/ui-test-hosts.tsx';
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
  singleChoiceEditorBuildCheck({ def, EditorHost, stateOf, field, initialOptions: 4 });

  singleChoiceEditorIssueCheck({ EditorHost, stateOf, field, item, noun: 'Option' });
});

describe(`${SLUG} review`, () => {
  singleChoiceReviewCheck({ def, Review, item, transcriptExcerpt: 'in its people.' });
});
