import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditorHarness, ReviewHarness } from '../kit/ui/story-harness.tsx';
import { StoryPlayer } from '../kit/ui/story-player.tsx';
import def from './definition.ts';
import Editor from './editor.tsx';
import { fixtures } from './fixtures.ts';
import Player from './player.tsx';
import Review from './review.tsx';

const meta: Meta = { title: 'Question types/Listening/Fill in the Blanks' };
export default meta;

const item = fixtures.items[0]!;

export const PlayerPractice: StoryObj = { name: 'Player (practice)', render: () => <StoryPlayer Player={Player} def={def} content={item.content} itemKey={item.key} mode="practice" /> };
export const PlayerTest: StoryObj = { name: 'Player (test: plays once)', render: () => <StoryPlayer Player={Player} def={def} content={fixtures.items[1]!.content} mode="test" /> };
export const EditorStory: StoryObj = { name: 'Editor', render: () => <EditorHarness Editor={Editor} def={def} content={item.content} itemKey={item.key} /> };
export const EditorNew: StoryObj = { name: 'Editor (new item)', render: () => <EditorHarness Editor={Editor} def={def} content={null} itemKey={null} /> };
export const ReviewStory: StoryObj = {
  name: 'Review',
  render: () => <ReviewHarness Review={Review} def={def} content={item.content} itemKey={item.key} response={fixtures.responses[1]!.response} />,
};
export const ReviewEmpty: StoryObj = {
  name: 'Review (no answer)',
  render: () => <ReviewHarness Review={Review} def={def} content={item.content} itemKey={item.key} response={def.emptyResponse(item.content)} />,
};
