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
  singleChoiceEditorBuildCheck({ def, EditorHost, stateOf, field, initialOptions: 3, stopsAtFive: true });

  singleChoiceEditorIssueCheck({ EditorHost, stateOf, field, item, noun: 'Summary' });
});

describe(`${SLUG} review`, () => {
  singleChoiceReviewCheck({ def, Review, item, transcriptExcerpt: 'Coral reefs' });
});
