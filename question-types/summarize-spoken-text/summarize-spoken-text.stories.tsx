import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditorHarness, PlayerHarness, ReviewHarness } from '../kit/testing/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const meta: Meta = { title: 'Question types/Listening/Summarize Spoken Text' };
export default meta;

const item = fixtures.items[0]!;

export const PlayerStory: StoryObj = { name: 'Player', render: () => <PlayerHarness Player={Player} def={def} content={item.content} itemKey={item.key} /> };
export const EditorStory: StoryObj = { name: 'Editor', render: () => <EditorHarness Editor={Editor} def={def} content={item.content} itemKey={item.key} /> };
export const ReviewStory: StoryObj = {
  name: 'Review (marked)',
  render: () => (
    <ReviewHarness Review={Review} def={def} content={item.content} itemKey={item.key} response={fixtures.responses[0]!.response} evidence={{ traits: { content: 2, grammar: 2, vocabulary: 1 }, measures: { misspellings: 1 } }} />
  ),
};
export const ReviewPending: StoryObj = {
  name: 'Review (waiting for a trainer)',
  render: () => <ReviewHarness Review={Review} def={def} content={item.content} itemKey={item.key} response={fixtures.responses[1]!.response} />,
};
