import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditorHarness, PlayerHarness, ReviewHarness } from '../kit/testing/story-harness.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const meta: Meta = { title: 'Question types/Writing/Write Essay' };
export default meta;

const item = fixtures.items[0]!;

export const PlayerStory: StoryObj = { name: 'Player', render: () => <PlayerHarness Player={Player} def={def} content={item.content} itemKey={item.key} /> };
export const EditorStory: StoryObj = { name: 'Editor', render: () => <EditorHarness Editor={Editor} def={def} content={item.content} itemKey={item.key} /> };
export const EditorNew: StoryObj = { name: 'Editor (new item)', render: () => <EditorHarness Editor={Editor} def={def} content={null} itemKey={null} /> };
export const ReviewStory: StoryObj = {
  name: 'Review',
  render: () => <ReviewHarness Review={Review} def={def} content={item.content} itemKey={item.key} response={fixtures.responses[0]!.response} evidence={{ traits: { content: 3, development: 2, grammar: 2, linguisticRange: 1, vocabularyRange: 2 }, measures: { misspellings: 1 } }} />,
};
